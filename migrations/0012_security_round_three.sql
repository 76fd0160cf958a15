CREATE TABLE "ad_daily_counts" (
	"advertisement_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_counts_advertisement_id_day_pk" PRIMARY KEY("advertisement_id","day")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_image_url" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "reviewed_video_url" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "payment_read_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "phonics_children" ADD COLUMN "leaderboard_nickname" text;--> statement-breakpoint
ALTER TABLE "phonics_children" ADD COLUMN "leaderboard_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_daily_counts" ADD CONSTRAINT "ad_daily_counts_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Before the one-open-checkout rule: of an ad's open checkouts only the newest stays open. The older ones
-- are closed here; one completed at Yoco anyway is still confirmed (a closed payment can be paid).
UPDATE "payments" SET "status" = 'cancelled' WHERE "kind" = 'advertisement' AND "status" = 'pending' AND "id" NOT IN (SELECT max("id") FROM "payments" WHERE "kind" = 'advertisement' AND "status" = 'pending' GROUP BY "advertisement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_ad_checkout" ON "payments" USING btree ("advertisement_id") WHERE "payments"."kind" = 'advertisement' and "payments"."status" = 'pending';--> statement-breakpoint
-- Ads approved before this change ran what they were approved with: that address is the reviewed one.
UPDATE "advertisements" SET "reviewed_image_url" = "image_url", "reviewed_video_url" = "video_url" WHERE "status" = 'approved';