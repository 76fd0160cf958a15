ALTER TABLE "advertisements" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_poster_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "voice_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "chosen_course_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "chosen_course_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phonics_progress" ADD COLUMN "right_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "phonics_progress" ADD COLUMN "last_right_day" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_chosen_course_id_courses_id_fk" FOREIGN KEY ("chosen_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Mastery now needs right answers on two different days. Earlier practice kept no days: a sound with a right
-- answer counts one day (its last practice, in the parent's time zone), so nothing is mastered until a
-- second day of practice.
UPDATE "phonics_progress" AS p SET
  "right_days" = CASE WHEN p."successful_attempts" > 0 THEN 1 ELSE 0 END,
  "last_right_day" = CASE WHEN p."successful_attempts" > 0 AND p."last_practiced" IS NOT NULL
    THEN (p."last_practiced" AT TIME ZONE u."time_zone")::date END
FROM "users" AS u WHERE u."id" = p."user_id";--> statement-breakpoint
UPDATE "phonics_progress" SET "mastery_level" = 'advanced' WHERE "mastery_level" = 'mastered';
