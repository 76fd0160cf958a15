ALTER TABLE "backup_runs" ADD COLUMN "local_path" text;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "offsite_key" text;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "offsite_status" text;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "offsite_verification" text;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "offsite_error" text;