CREATE TABLE "live_class_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_class_bookings_class_user_unique" UNIQUE("live_class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"level" text NOT NULL,
	"teacher_name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"join_url" text NOT NULL,
	"capacity" integer NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_classes_capacity_positive" CHECK ("live_classes"."capacity" > 0)
);
--> statement-breakpoint
DROP INDEX "lessons_course_id_index";--> statement-breakpoint
DROP INDEX "exercises_lesson_id_index";--> statement-breakpoint
DROP INDEX "user_exercise_results_exercise_id_index";--> statement-breakpoint
-- Stored exercises were JSON text already (the old API checked it): the cast keeps them.
ALTER TABLE "exercises" ALTER COLUMN "content" SET DATA TYPE jsonb USING "content"::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "module" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "estimated_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "skill" text DEFAULT 'reading' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "is_retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exercise_results" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_bookings" ADD CONSTRAINT "live_class_bookings_live_class_id_live_classes_id_fk" FOREIGN KEY ("live_class_id") REFERENCES "public"."live_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_bookings" ADD CONSTRAINT "live_class_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_class_bookings_user_id_index" ON "live_class_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_classes_starts_at_index" ON "live_classes" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "lessons_course_id_index" ON "lessons" USING btree ("course_id","module","position");--> statement-breakpoint
CREATE INDEX "exercises_lesson_id_index" ON "exercises" USING btree ("lesson_id","position");--> statement-breakpoint
CREATE INDEX "user_exercise_results_exercise_id_index" ON "user_exercise_results" USING btree ("exercise_id","user_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_range" CHECK ("lessons"."module" between 1 and 5);