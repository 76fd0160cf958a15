CREATE TABLE "writing_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"feedback" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	"marks" jsonb,
	"comment" text
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "vocabulary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_submissions_user_exercise_index" ON "writing_submissions" USING btree ("user_id","exercise_id","submitted_at");--> statement-breakpoint
CREATE INDEX "writing_submissions_course_index" ON "writing_submissions" USING btree ("course_id","submitted_at");