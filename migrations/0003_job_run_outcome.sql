ALTER TABLE "job_runs" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error" text;