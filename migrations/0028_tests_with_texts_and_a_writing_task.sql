ALTER TABLE "writing_submissions" ALTER COLUMN "exercise_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "course_tests" ADD COLUMN "text_questions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_tests" ADD COLUMN "text_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD COLUMN "test_attempt_id" integer;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD COLUMN "test_question_id" integer;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_test_attempt_id_course_test_attempts_id_fk" FOREIGN KEY ("test_attempt_id") REFERENCES "public"."course_test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_test_question_id_course_test_questions_id_fk" FOREIGN KEY ("test_question_id") REFERENCES "public"."course_test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "writing_submissions_attempt_index" ON "writing_submissions" USING btree ("test_attempt_id");--> statement-breakpoint
ALTER TABLE "writing_submissions" ADD CONSTRAINT "writing_submissions_one_source" CHECK (("writing_submissions"."exercise_id" is not null) <> ("writing_submissions"."test_attempt_id" is not null and "writing_submissions"."test_question_id" is not null));