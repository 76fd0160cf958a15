-- Leases on running jobs and backups (issue 33): a holder renews its lease while it works; a run whose lease has
-- passed was abandoned by a dead process and is taken over (jobs) or marked interrupted (backups).
ALTER TABLE "backup_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_runs_abandoned_index" ON "job_runs" USING btree ("status","lease_until");--> statement-breakpoint
-- Runs left running by a version without leases: a short lease from their start, so they count as abandoned.
UPDATE "job_runs" SET "lease_until" = "started_at" + interval '10 minutes' WHERE "status" = 'running';--> statement-breakpoint
UPDATE "backup_runs" SET "lease_until" = "started_at" + interval '10 minutes' WHERE "status" = 'running';
