CREATE TABLE "course_test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb,
	"correct_count" integer,
	"score_percent" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_test_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"type" text NOT NULL,
	"skill" text NOT NULL,
	"content" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"module" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"drawn" integer NOT NULL,
	"pass_percent" integer DEFAULT 70 NOT NULL,
	"content_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_tests_module_range" CHECK ("course_tests"."module" between 0 and 5),
	CONSTRAINT "course_tests_drawn_positive" CHECK ("course_tests"."drawn" > 0)
);
--> statement-breakpoint
CREATE TABLE "reflective_task_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"module" integer NOT NULL,
	"text" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "guided_hours" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "final_score" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "module_tests_score" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "course_test_attempts" ADD CONSTRAINT "course_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_test_attempts" ADD CONSTRAINT "course_test_attempts_test_id_course_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."course_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_test_questions" ADD CONSTRAINT "course_test_questions_test_id_course_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."course_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_tests" ADD CONSTRAINT "course_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflective_task_submissions" ADD CONSTRAINT "reflective_task_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflective_task_submissions" ADD CONSTRAINT "reflective_task_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_test_attempts_user_test_index" ON "course_test_attempts" USING btree ("user_id","test_id","started_at");--> statement-breakpoint
CREATE INDEX "course_test_questions_test_index" ON "course_test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_tests_course_kind_module_unique" ON "course_tests" USING btree ("course_id","kind","module");--> statement-breakpoint
CREATE UNIQUE INDEX "reflective_task_submissions_user_course_module_unique" ON "reflective_task_submissions" USING btree ("user_id","course_id","module");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_content_key_unique" ON "lessons" USING btree ("content_key");