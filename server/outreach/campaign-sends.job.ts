import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { SchoolDetails } from "../../shared/api/school";
import { campaignRecipients, emailCampaigns } from "../../shared/schema/outreach";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { schoolAddressLine, unsubscribeParts } from "./send-emails.service";
import { suppressedAmong } from "./suppression.service";

const BATCH = 50;

const merge = (text: string, recipient: { businessName: string; contactName: string | null }) =>
  text.replaceAll("{businessName}", recipient.businessName).replaceAll("{contactName}", recipient.contactName || recipient.businessName);

/**
 * Every minute: scheduled campaigns whose start has come begin sending; each recipient whose time has
 * come is claimed (a conditional update, so two runs or two instances send it once) and queued in the
 * outbox with the consent footer and one-click unsubscribe, or skipped when suppressed; a campaign with no
 * recipient left pending is completed. Returns how many emails were queued.
 */
export const runCampaignSends = async ({
  db,
  clock,
  siteOrigin,
  secret,
  school,
}: {
  db: Database;
  clock: Clock;
  siteOrigin: string;
  secret: string;
  /** The configured school: the footer names it and gives its postal address. */
  school: Pick<SchoolDetails, "name" | "postalAddress">;
}) => {
  const now = clock.now();
  await db
    .update(emailCampaigns)
    .set({ status: "sending" })
    .where(and(eq(emailCampaigns.status, "scheduled"), lte(emailCampaigns.scheduledFor, now)));
  const due = await db
    .select({ recipient: campaignRecipients, campaign: emailCampaigns })
    .from(campaignRecipients)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, campaignRecipients.campaignId))
    .where(and(eq(campaignRecipients.status, "pending"), lte(campaignRecipients.dueAt, now), eq(emailCampaigns.status, "sending")))
    .orderBy(asc(campaignRecipients.dueAt), asc(campaignRecipients.id))
    .limit(BATCH);
  const suppressed = await suppressedAmong(
    db,
    due.map((row) => row.recipient.email),
  );
  let queued = 0;
  for (const { recipient, campaign } of due) {
    const isQueued = await db.transaction(async (tx) => {
      const isSuppressed = suppressed.has(recipient.email.toLowerCase());
      const [claimed] = await tx
        .update(campaignRecipients)
        .set({ status: isSuppressed ? "skipped" : "sent", sentAt: isSuppressed ? null : now })
        .where(and(eq(campaignRecipients.id, recipient.id), eq(campaignRecipients.status, "pending")))
        .returning();
      if (!claimed || isSuppressed) return false;
      const unsubscribe = unsubscribeParts(recipient.email, { siteOrigin, secret });
      const text = [
        merge(campaign.content, recipient),
        "",
        "--",
        schoolAddressLine(school),
        `You receive this email because ${recipient.businessName} is in our list of businesses that serve English learners.`,
        `To receive no further emails from us: ${unsubscribe.pageUrl}`,
      ].join("\n");
      const mailId = await enqueueMail({
        db: tx,
        now,
        mail: { to: recipient.email, subject: merge(campaign.subject, recipient), text, headers: unsubscribe.headers },
      });
      await tx.update(campaignRecipients).set({ mailId }).where(eq(campaignRecipients.id, recipient.id));
      return true;
    });
    if (isQueued) queued++;
  }
  await db
    .update(emailCampaigns)
    .set({ status: "completed", completedAt: now })
    .where(
      and(
        eq(emailCampaigns.status, "sending"),
        // Written out: in a correlated subquery Drizzle leaves columns unqualified (the inner table's would win).
        sql`not exists (select 1 from campaign_recipients r where r.campaign_id = "email_campaigns"."id" and r.status = 'pending')`,
      ),
    );
  return queued;
};
