import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { AdPaymentStatus, AdStatus } from "../api/advertising";
import { AD_DURATION_DAYS } from "../constants";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const advertisements = pgTable(
  "advertisements",
  {
    id: serial().primaryKey(),
    companyName: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    videoUrl: text(),
    /** The still image a video ad shows before it plays (required with a video). */
    posterUrl: text(),
    linkUrl: text().notNull(),
    /** pending, approved or rejected (an admin decides, only while pending). */
    status: text().$type<AdStatus>().notNull().default("pending"),
    placementArea: text().notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    startDate: timestamptz(),
    endDate: timestamptz(),
    duration: integer().notNull().default(AD_DURATION_DAYS.default),
    /** Integer rand cents, set by the server from the placement price table. */
    price: integer().notNull().default(0),
    /** unpaid, pending (a checkout is open), paid, refund_pending, refunded. */
    paymentStatus: text().$type<AdPaymentStatus>().notNull().default("unpaid"),
    // Provider-neutral payment references (checkout id and payment id, whatever the provider).
    paymentCheckoutId: text(),
    paymentId: text(),
    // Stored names; the admin API answers them as contactEmail and phone (the admin screen reads those names).
    advertiserEmail: text().notNull(),
    advertiserPhone: text(),
    contactName: text(),
    budget: integer(),
    costPerClick: integer(),
    costPerImpression: integer(),
    /**
     * The private campaign page's key (/advertising/campaigns/:token), mailed to the advertiser: random,
     * unguessable, never listed anywhere public.
     */
    campaignToken: text().notNull(),
    reviewedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    /** When the end-of-campaign report was queued (once per campaign). */
    reportSentAt: timestamptz(),
    /**
     * The image and video addresses as the admin saw them at approval: only these are ever served, so an
     * address changed after review never reaches the site.
     */
    reviewedImageUrl: text(),
    reviewedVideoUrl: text(),
    reviewedPosterUrl: text(),
    /** An admin paused a running ad (not served while set); resuming gives back the paused days. */
    pausedAt: timestamptz(),
    /** An admin took a running ad down for good (its campaign ends then), with the reason mailed. */
    takenDownAt: timestamptz(),
    takedownReason: text(),
    /** When the campaign page last asked Yoco about open checkouts (at most once a minute per ad). */
    paymentReadBackAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("advertisements_campaign_token_unique").on(table.campaignToken),
    index("advertisements_status_placement_index").on(table.status, table.placementArea),
    index("advertisements_created_at_index").on(table.createdAt),
  ],
);

export type Advertisement = typeof advertisements.$inferSelect;

/**
 * One counted impression or click. Rows, never a counter updated in place: concurrent calls cannot lose
 * each other. The unique key makes the 30-minute rule race-free: one row per ad, kind, visitor and
 * 30-minute window (windowStart), inserted with ON CONFLICT DO NOTHING.
 */
export const adEvents = pgTable(
  "ad_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    advertisementId: integer()
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    /** impression or click */
    kind: text().$type<"impression" | "click">().notNull(),
    /** A hash that tells visitors apart without storing who they are. */
    visitorKey: text().notNull(),
    windowStart: timestamptz().notNull(),
    occurredAt: timestamptz().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ad_events_once_per_window").on(table.advertisementId, table.kind, table.visitorKey, table.windowStart),
    index("ad_events_ad_time_index").on(table.advertisementId, table.occurredAt),
  ],
);

/**
 * Counted impressions and clicks of one ad on one Johannesburg day, rolled up from `ad_events` once the
 * raw rows are older than the counting window: reports and stats add these to the raw rows still kept.
 */
export const adDailyCounts = pgTable(
  "ad_daily_counts",
  {
    advertisementId: integer()
      .notNull()
      .references(() => advertisements.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.day] })],
);

/** Which derived admin notifications (ids like "new_application-12") an admin has read. */
export const adNotificationReads = pgTable(
  "ad_notification_reads",
  {
    adminId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: text().notNull(),
    readAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.notificationId] })],
);

export type AdEvent = typeof adEvents.$inferSelect;
