CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"variant" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"hash" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "course_access" text DEFAULT 'all_courses' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_images" ADD CONSTRAINT "course_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_index" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_index" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_index" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_images_hash_variant_unique" ON "course_images" USING btree ("hash","variant");--> statement-breakpoint
CREATE INDEX "course_images_course_index" ON "course_images" USING btree ("course_id");--> statement-breakpoint
-- The kids plans have offered seven free days since the trial was built; the figure now lives on the plan.
UPDATE "subscription_plans" SET "trial_days" = 7 WHERE "audience" = 'kids';--> statement-breakpoint
-- Which courses a plan opens was read from its name (decision 0038); it is now the plan's own setting.
UPDATE "subscription_plans" SET "course_access" = 'one_course' WHERE "name" = 'Basic' AND "audience" = 'adult';--> statement-breakpoint
UPDATE "subscription_plans" SET "course_access" = 'cefr_courses' WHERE "name" = 'Standard' AND "audience" = 'adult';--> statement-breakpoint
-- Every subscriber so far pays what their plan costs today: that becomes their own, fixed price.
UPDATE "subscriptions" SET "price" = "subscription_plans"."price" FROM "subscription_plans"
  WHERE "subscriptions"."plan_id" = "subscription_plans"."id" AND "subscriptions"."first_paid_at" IS NOT NULL;
