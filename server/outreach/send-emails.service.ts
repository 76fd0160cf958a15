import { and, eq, inArray } from "drizzle-orm";
import type { OutreachTemplate, SendEmailsResponse } from "../../shared/api/outreach";
import type { SchoolDetails } from "../../shared/api/school";
import { renderOutreachEmail } from "../../shared/outreach/templates";
import { outreachEmails, outreachProspects } from "../../shared/schema/outreach";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { suppressedAmong } from "./suppression.service";
import { unsubscribeTokenFor } from "./unsubscribe-token";

/** The postal line under every outreach email: the configured school's name and address. */
export const schoolAddressLine = (school: Pick<SchoolDetails, "name" | "postalAddress">) => `${school.name}, ${school.postalAddress}`;

/**
 * The unsubscribe parts of every outreach email: a link to a page where the person confirms (a GET never
 * unsubscribes, so mail scanners cannot), and the RFC 8058 one-click headers mail apps use.
 */
export const unsubscribeParts = (email: string, { siteOrigin, secret }: { siteOrigin: string; secret: string }) => {
  const token = unsubscribeTokenFor(email, secret);
  return {
    pageUrl: `${siteOrigin}/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: {
      "List-Unsubscribe": `<${siteOrigin}/api/unsubscribe?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
};

/**
 * POST /api/outreach/send-emails: one email per selected prospect, queued in the outbox in one
 * transaction with its record on the prospect; lastContact set and new prospects moved to contacted.
 * Suppressed addresses and unknown ids are skipped (counted in `skipped`).
 */
export const sendOutreachEmails = async ({
  db,
  clock,
  prospectIds,
  template,
  actor,
  siteOrigin,
  secret,
  replyTo,
  school,
}: {
  db: Database;
  clock: Clock;
  prospectIds: number[];
  template: OutreachTemplate;
  actor: AuditActor;
  siteOrigin: string;
  secret: string;
  replyTo: string;
  school: Pick<SchoolDetails, "name" | "postalAddress">;
}): Promise<SendEmailsResponse> => {
  const ids = [...new Set(prospectIds)];
  const now = clock.now();
  return db.transaction(async (tx) => {
    const prospects = await tx.select().from(outreachProspects).where(inArray(outreachProspects.id, ids));
    const suppressed = await suppressedAmong(
      tx,
      prospects.map((prospect) => prospect.email),
    );
    let queued = 0;
    const sentTo: number[] = [];
    for (const prospect of prospects) {
      if (suppressed.has(prospect.email.toLowerCase())) continue;
      const unsubscribe = unsubscribeParts(prospect.email, { siteOrigin, secret });
      const mail = renderOutreachEmail(template, prospect, {
        postalAddress: schoolAddressLine(school),
        unsubscribeUrl: unsubscribe.pageUrl,
      });
      const mailId = await enqueueMail({
        db: tx,
        now,
        mail: { to: prospect.email, replyTo, subject: mail.subject, text: mail.text, headers: unsubscribe.headers },
      });
      await tx
        .insert(outreachEmails)
        .values({ prospectId: prospect.id, template, subject: mail.subject, mailId, sentBy: actor.id, createdAt: now });
      await tx.update(outreachProspects).set({ lastContact: now, updatedAt: now }).where(eq(outreachProspects.id, prospect.id));
      await tx
        .update(outreachProspects)
        .set({ status: "contacted" })
        .where(and(eq(outreachProspects.id, prospect.id), eq(outreachProspects.status, "new")));
      queued++;
      sentTo.push(prospect.id);
    }
    await recordAdminAction(tx, actor, {
      now,
      action: "outreach.send",
      targetType: "prospect",
      targetId: sentTo.length === 1 ? sentTo[0]! : "several",
      summary: `Queued the ${template} email to ${queued} ${queued === 1 ? "prospect" : "prospects"} (${ids.length - queued} skipped)`,
      after: { template, prospectIds: sentTo, queued, skipped: ids.length - queued },
    });
    return { queued, skipped: ids.length - queued };
  });
};
