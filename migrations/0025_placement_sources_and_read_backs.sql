ALTER TABLE "payments" ADD COLUMN "read_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_tests" ADD COLUMN "source_key" text;