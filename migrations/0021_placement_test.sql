CREATE TABLE "placement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"skill" text NOT NULL,
	"level" text NOT NULL,
	"passage" text,
	"say" text,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" integer NOT NULL,
	"difficulty" double precision NOT NULL,
	"discrimination" double precision NOT NULL,
	"calibrated_at" timestamp with time zone,
	"is_retired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_items_answer_range" CHECK ("placement_items"."answer" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "placement_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"answer" integer,
	"is_correct" boolean,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "placement_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"current_item_id" integer,
	"theta" double precision DEFAULT 0 NOT NULL,
	"standard_error" double precision NOT NULL,
	"end_reason" text,
	"result" jsonb,
	"band" text,
	"assessment_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "placement_responses" ADD CONSTRAINT "placement_responses_test_id_placement_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."placement_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_responses" ADD CONSTRAINT "placement_responses_item_id_placement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."placement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_tests" ADD CONSTRAINT "placement_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_tests" ADD CONSTRAINT "placement_tests_current_item_id_placement_items_id_fk" FOREIGN KEY ("current_item_id") REFERENCES "public"."placement_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_tests" ADD CONSTRAINT "placement_tests_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "placement_items_key_unique" ON "placement_items" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_responses_test_position_unique" ON "placement_responses" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_responses_test_item_unique" ON "placement_responses" USING btree ("test_id","item_id");--> statement-breakpoint
CREATE INDEX "placement_responses_item_index" ON "placement_responses" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "placement_tests_user_index" ON "placement_tests" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "placement_tests_visitor_index" ON "placement_tests" USING btree ("visitor_key");