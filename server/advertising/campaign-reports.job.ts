import { and, eq, isNull, lte } from "drizzle-orm";
import { advertisements, type Advertisement } from "../../shared/schema/ads";
import { clickRate, countAdEvents, type AdCounts } from "../ad-serving/ad-event-counts";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail, type OutgoingMail } from "../lib/outbox";
import { longDateInJohannesburg } from "../lib/school-time";

const reportMail = (ad: Advertisement, counts: AdCounts, campaignUrl: string): OutgoingMail => {
  const rate = clickRate(counts);
  return {
    to: ad.advertiserEmail,
    subject: `Your campaign "${ad.title}" has ended: the report`,
    text: [
      `Hello ${ad.contactName || ad.companyName},`,
      "",
      `Your campaign "${ad.title}" ran from ${longDateInJohannesburg(ad.startDate!)} to ${longDateInJohannesburg(ad.endDate!)} (${ad.duration} days).`,
      "",
      `Impressions: ${counts.impressions.toLocaleString("en-US")}`,
      `Clicks: ${counts.clicks.toLocaleString("en-US")}`,
      `Click rate: ${rate === null ? "no impressions were counted" : `${rate.toFixed(1)} %`}`,
      "",
      "An impression is counted once per visitor every 30 minutes when at least half of the ad was visible for a second; a click only after an impression; visits by robots and by our staff are not counted.",
      "",
      `The figures per day stay on your campaign page: ${campaignUrl}`,
      "Thank you for advertising with us. To run another campaign, submit a new advertisement on our advertising page.",
    ].join("\n"),
  };
};

/**
 * The end-of-campaign report, once per campaign: each ended campaign is claimed by a conditional update of
 * `reportSentAt` in the transaction that queues its mail, so two runs (or two instances) send it once.
 * Returns how many reports were queued.
 */
export const sendCampaignReports = async ({ db, clock, siteOrigin }: { db: Database; clock: Clock; siteOrigin: string }) => {
  const now = clock.now();
  const ended = await db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.status, "approved"),
        eq(advertisements.paymentStatus, "paid"),
        lte(advertisements.endDate, now),
        isNull(advertisements.reportSentAt),
      ),
    );
  let queued = 0;
  for (const { id } of ended) {
    const isQueued = await db.transaction(async (tx) => {
      const [ad] = await tx
        .update(advertisements)
        .set({ reportSentAt: now })
        .where(and(eq(advertisements.id, id), isNull(advertisements.reportSentAt)))
        .returning();
      if (!ad) return false;
      const counts = (await countAdEvents({ db: tx, advertisementIds: [ad.id] })).get(ad.id) ?? { impressions: 0, clicks: 0 };
      await enqueueMail({ db: tx, now, mail: reportMail(ad, counts, `${siteOrigin}/advertising/campaigns/${ad.campaignToken}`) });
      return true;
    });
    if (isQueued) queued += 1;
  }
  return queued;
};
