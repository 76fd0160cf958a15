import { desc, eq, inArray } from "drizzle-orm";
import type { SuppressionView } from "../../shared/api/outreach";
import { emailSuppressions } from "../../shared/schema/outreach";
import { fingerprint } from "../audit/audit-fields";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

export const SUPPRESSION_NOT_FOUND = "This address is not on the suppression list";

/** The lower-cased addresses of these that must not be written to. */
export const suppressedAmong = async (db: DbExecutor, emails: string[]) => {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(
      inArray(
        emailSuppressions.email,
        emails.map((email) => email.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.email));
};

/** Adds an address (unsubscribed, bounced, or by an admin); adding it twice keeps the first reason. */
export const suppress = async (db: DbExecutor, email: string, reason: "unsubscribed" | "bounced" | "admin") => {
  await db.insert(emailSuppressions).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
};

const toView = (row: typeof emailSuppressions.$inferSelect): SuppressionView => ({
  id: row.id,
  email: row.email,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export const listSuppressions = async (db: DbExecutor) =>
  (await db.select().from(emailSuppressions).orderBy(desc(emailSuppressions.createdAt), desc(emailSuppressions.id))).map(toView);

type Acting = { db: Database; actor: AuditActor; now: Date };

/**
 * An admin adds an address (the person asked by phone, a complaint). The log keeps the address's
 * fingerprint, not the address: the list itself holds it, and the log is kept for years.
 */
export const suppressByAdmin = ({ db, actor, now, email }: Acting & { email: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailSuppressions)
      .values({ email: email.toLowerCase(), reason: "admin" })
      .onConflictDoNothing()
      .returning();
    await recordAdminAction(tx, actor, {
      now,
      action: "suppression.add",
      targetType: "suppression",
      targetId: row?.id ?? "existing",
      summary: row ? "Added an address to the suppression list" : "Added an address that was already on the suppression list",
      after: { emailSha256: fingerprint(email.toLowerCase()), reason: row ? "admin" : "unchanged" },
    });
  });

/** An admin takes an address off the list (the person asked to hear from the school again). */
export const removeSuppression = ({ db, actor, now, id }: Acting & { id: number }) =>
  db.transaction(async (tx) => {
    const [removed] = await tx.delete(emailSuppressions).where(eq(emailSuppressions.id, id)).returning();
    if (!removed) throw new AppError("not_found", SUPPRESSION_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      now,
      action: "suppression.remove",
      targetType: "suppression",
      targetId: id,
      summary: `Took an address off the suppression list (it was there as ${removed.reason})`,
      before: { emailSha256: fingerprint(removed.email), reason: removed.reason },
      after: null,
    });
  });
