CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_notification_reads" (
	"admin_id" integer NOT NULL,
	"notification_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_notification_reads_admin_id_notification_id_pk" PRIMARY KEY("admin_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "campaign_token" text;--> statement-breakpoint
UPDATE "advertisements" SET "campaign_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "campaign_token" IS NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ALTER COLUMN "campaign_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "report_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_notification_reads" ADD CONSTRAINT "ad_notification_reads_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_events_once_per_window" ON "ad_events" USING btree ("advertisement_id","kind","visitor_key","window_start");--> statement-breakpoint
CREATE INDEX "ad_events_ad_time_index" ON "ad_events" USING btree ("advertisement_id","occurred_at");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_campaign_token_unique" ON "advertisements" USING btree ("campaign_token");