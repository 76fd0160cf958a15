import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { mailOutbox } from "../../shared/schema/operations";
import {
  CAMPAIGN_NOT_CANCELLABLE,
  CAMPAIGN_NOT_FOUND,
  NO_CONTACTS,
  type CampaignStatus,
  type CampaignView,
} from "../../shared/api/campaigns";
import { campaignContacts, campaignRecipients, emailCampaigns, type EmailCampaign } from "../../shared/schema/outreach";
import { fingerprint } from "../audit/audit-fields";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

const MINUTE_MS = 60_000;

const toView = (row: EmailCampaign, counts: Map<string, number>): CampaignView => {
  const of = (status: string) => counts.get(`${row.id}:${status}`) ?? 0;
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    businessType: row.businessType,
    sendDelayMinutes: row.sendDelayMinutes,
    status: row.status as CampaignStatus,
    scheduledFor: row.scheduledFor.toISOString(),
    totalEmails: of("pending") + of("sending") + of("sent") + of("failed") + of("skipped"),
    sentEmails: of("sent"),
    failedEmails: of("failed"),
    skippedEmails: of("skipped"),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
};

/** Per campaign and outcome; a queued email the outbox finally gave up on counts as failed. */
const recipientCounts = async (db: DbExecutor, campaignIds: number[]) => {
  if (campaignIds.length === 0) return new Map<string, number>();
  const outcome = sql<string>`case when ${mailOutbox.status} = 'failed' then 'failed' else ${campaignRecipients.status} end`;
  const rows = await db
    .select({ campaignId: campaignRecipients.campaignId, status: outcome, value: count() })
    .from(campaignRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, campaignRecipients.mailId))
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, outcome);
  return new Map(rows.map((row) => [`${row.campaignId}:${row.status}`, row.value]));
};

export const listCampaigns = async (db: DbExecutor) => {
  const rows = await db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id));
  const counts = await recipientCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toView(row, counts));
};

/**
 * A campaign to every contact of the business type: one recipient row each, the first due at the start
 * (now, or the scheduled time), each next one `sendDelay` minutes later. The scheduler sends them.
 */
export const createCampaign = async ({
  db,
  clock,
  input,
  actor,
}: {
  db: Database;
  clock: Clock;
  input: { campaignName: string; subject: string; emailContent: string; businessType: string; sendDelay: number; scheduledTime?: string };
  actor: AuditActor;
}) => {
  const now = clock.now();
  const requested = input.scheduledTime ? new Date(input.scheduledTime) : now;
  const startsAt = requested > now ? requested : now;
  return db.transaction(async (tx) => {
    const contacts = await tx
      .select()
      .from(campaignContacts)
      .where(eq(campaignContacts.businessType, input.businessType))
      .orderBy(campaignContacts.id);
    if (contacts.length === 0) throw new AppError("validation", NO_CONTACTS);
    const [campaign] = await tx
      .insert(emailCampaigns)
      .values({
        name: input.campaignName,
        subject: input.subject,
        content: input.emailContent,
        businessType: input.businessType,
        sendDelayMinutes: input.sendDelay,
        status: startsAt > now ? "scheduled" : "sending",
        scheduledFor: startsAt,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await recordAdminAction(tx, actor, {
      now,
      action: "campaign.create",
      targetType: "campaign",
      targetId: campaign!.id,
      summary: `Created the campaign "${input.campaignName}" to ${contacts.length} ${input.businessType} ${contacts.length === 1 ? "contact" : "contacts"}, starting ${startsAt.toISOString()}`,
      before: null,
      after: {
        name: input.campaignName,
        subject: input.subject,
        // The mail's text by its length and fingerprint: the log says what was sent, not the whole of it.
        content: { length: input.emailContent.length, sha256: fingerprint(input.emailContent) },
        businessType: input.businessType,
        sendDelayMinutes: input.sendDelay,
        scheduledFor: startsAt.toISOString(),
        recipients: contacts.length,
      },
    });
    await tx.insert(campaignRecipients).values(
      contacts.map((contact, index) => ({
        campaignId: campaign!.id,
        email: contact.email,
        businessName: contact.businessName,
        contactName: contact.contactName,
        dueAt: new Date(startsAt.getTime() + index * input.sendDelay * MINUTE_MS),
      })),
    );
    return toView(campaign!, await recipientCounts(tx, [campaign!.id]));
  });
};

/** Stops a campaign: the emails not yet sent are dropped (skipped). */
export const cancelCampaign = async ({ db, actor, now, id }: { db: Database; actor: AuditActor; now: Date; id: number }) =>
  db.transaction(async (tx) => {
    const [stored] = await tx.select({ status: emailCampaigns.status }).from(emailCampaigns).where(eq(emailCampaigns.id, id)).for("update");
    const [campaign] = await tx
      .update(emailCampaigns)
      .set({ status: "cancelled" })
      .where(and(eq(emailCampaigns.id, id), inArray(emailCampaigns.status, ["scheduled", "sending"])))
      .returning();
    if (!campaign) {
      const [exists] = await tx.select({ id: emailCampaigns.id }).from(emailCampaigns).where(eq(emailCampaigns.id, id));
      throw exists ? new AppError("conflict", CAMPAIGN_NOT_CANCELLABLE) : new AppError("not_found", CAMPAIGN_NOT_FOUND);
    }
    const skipped = await tx
      .update(campaignRecipients)
      .set({ status: "skipped" })
      .where(and(eq(campaignRecipients.campaignId, id), eq(campaignRecipients.status, "pending")))
      .returning({ id: campaignRecipients.id });
    await recordAdminAction(tx, actor, {
      now,
      action: "campaign.cancel",
      targetType: "campaign",
      targetId: id,
      summary: `Cancelled the campaign "${campaign.name}": ${skipped.length} unsent ${skipped.length === 1 ? "email" : "emails"} dropped`,
      before: { status: stored?.status ?? null },
      after: { status: "cancelled", skipped: skipped.length },
    });
    return toView(campaign, await recipientCounts(tx, [id]));
  });
