import { desc, eq, inArray } from "drizzle-orm";
import type { SuppressionView } from "../../shared/api/outreach";
import { emailSuppressions } from "../../shared/schema/outreach";
import type { DbExecutor } from "../db/connection";
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

/** An admin takes an address off the list (the person asked to hear from the school again). */
export const removeSuppression = async (db: DbExecutor, id: number) => {
  const [removed] = await db.delete(emailSuppressions).where(eq(emailSuppressions.id, id)).returning({ id: emailSuppressions.id });
  if (!removed) throw new AppError("not_found", SUPPRESSION_NOT_FOUND);
};
