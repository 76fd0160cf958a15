ALTER TABLE "mail_outbox" ADD COLUMN "attachment_path" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;