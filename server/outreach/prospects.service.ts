import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  PROSPECT_EMAIL_TAKEN,
  PROSPECT_NOT_FOUND,
  type LawfulBasis,
  type ProspectEmailView,
  type ProspectStatus,
  type ProspectView,
  type OutreachTemplate,
} from "../../shared/api/outreach";
import { mailOutbox } from "../../shared/schema/operations";
import { emailSuppressions, outreachEmails, outreachProspects, type OutreachProspect } from "../../shared/schema/outreach";
import { changedFields } from "../audit/audit-fields";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

type ProspectValues = {
  companyName: string;
  contactName: string | null;
  email: string;
  phone: string | null;
  industry: string | null;
  notes: string | null;
  source: string | null;
  potentialValue: number;
  lawfulBasis: LawfulBasis;
};

const toView = (row: OutreachProspect, emailsSent: number, isSuppressed: boolean): ProspectView => ({
  id: row.id,
  companyName: row.companyName,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
  industry: row.industry,
  notes: row.notes,
  source: row.source,
  potentialValue: row.potentialValue,
  status: row.status as ProspectStatus,
  lawfulBasis: row.lawfulBasis as LawfulBasis,
  lastContact: row.lastContact?.toISOString() ?? null,
  emailsSent,
  isSuppressed,
  createdAt: row.createdAt.toISOString(),
});

const withFacts = async (db: DbExecutor, rows: OutreachProspect[]) => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [sent, suppressed] = await Promise.all([
    db
      .select({ prospectId: outreachEmails.prospectId, value: count() })
      .from(outreachEmails)
      .where(inArray(outreachEmails.prospectId, ids))
      .groupBy(outreachEmails.prospectId),
    db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(
        inArray(
          emailSuppressions.email,
          rows.map((row) => row.email.toLowerCase()),
        ),
      ),
  ]);
  const sentBy = new Map(sent.map((row) => [row.prospectId, row.value]));
  const blocked = new Set(suppressed.map((row) => row.email));
  return rows.map((row) => toView(row, sentBy.get(row.id) ?? 0, blocked.has(row.email.toLowerCase())));
};

/** `%`, `_` and `\` typed in a search are literal characters. */
const likeTerm = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** GET /api/outreach/prospects: newest first, searched by company, contact or email, filtered by status and industry. */
export const listProspects = async (db: DbExecutor, filters: { search?: string; status?: ProspectStatus; industry?: string }) => {
  const conditions: (SQL | undefined)[] = [
    filters.search
      ? or(
          ilike(outreachProspects.companyName, likeTerm(filters.search)),
          ilike(outreachProspects.contactName, likeTerm(filters.search)),
          ilike(outreachProspects.email, likeTerm(filters.search)),
        )
      : undefined,
    filters.status ? eq(outreachProspects.status, filters.status) : undefined,
    filters.industry ? eq(outreachProspects.industry, filters.industry) : undefined,
  ];
  const rows = await db
    .select()
    .from(outreachProspects)
    .where(and(...conditions))
    .orderBy(desc(outreachProspects.createdAt), desc(outreachProspects.id));
  return withFacts(db, rows);
};

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

const one = async (db: DbExecutor, row: OutreachProspect | undefined) => {
  if (!row) throw new AppError("not_found", PROSPECT_NOT_FOUND);
  return (await withFacts(db, [row]))[0]!;
};

type Acting = { db: Database; actor: AuditActor; now: Date };

/** A person's contact details are not copied into the audit log (kept for years): only that they changed. */
const PERSONAL_FIELDS = new Set<string>(["contactName", "email", "phone", "notes"]);
const LOGGED_FIELDS = new Set<string>([...PERSONAL_FIELDS, "companyName", "industry", "source", "potentialValue", "lawfulBasis"]);

/** A prospect's fields as the audit log keeps them: the business facts, and "[personal]" for a person's details. */
const prospectFieldsForLog = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([key, value]) => value !== undefined && LOGGED_FIELDS.has(key))
      .map(([key, value]) => [key, PERSONAL_FIELDS.has(key) && value !== null ? "[personal]" : value]),
  );

const rethrowTakenEmail = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError("conflict", PROSPECT_EMAIL_TAKEN);
  throw error;
};

export const createProspect = ({ db, actor, now, values }: Acting & { values: ProspectValues }) =>
  db
    .transaction(async (tx) => {
      const [row] = await tx.insert(outreachProspects).values(values).returning();
      await recordAdminAction(tx, actor, {
        now,
        action: "prospect.create",
        targetType: "prospect",
        targetId: row!.id,
        summary: `Added the prospect "${values.companyName}"`,
        before: null,
        after: prospectFieldsForLog(values),
      });
      return one(tx, row);
    })
    .catch(rethrowTakenEmail);

export const updateProspect = ({ db, actor, now, id, changes }: Acting & { id: number; changes: Partial<ProspectValues> }) =>
  db
    .transaction(async (tx) => {
      const [stored] = await tx.select().from(outreachProspects).where(eq(outreachProspects.id, id)).for("update");
      if (!stored) throw new AppError("not_found", PROSPECT_NOT_FOUND);
      const [row] = await tx
        .update(outreachProspects)
        .set({ ...changes, updatedAt: now })
        .where(eq(outreachProspects.id, id))
        .returning();
      const diff = changedFields(stored, changes);
      await recordAdminAction(tx, actor, {
        now,
        action: "prospect.update",
        targetType: "prospect",
        targetId: id,
        summary: diff.isChanged
          ? `Edited the prospect "${row!.companyName}" (${Object.keys(diff.after).join(", ")})`
          : `Saved the prospect "${row!.companyName}" without a change`,
        before: prospectFieldsForLog(diff.before),
        after: prospectFieldsForLog(diff.after),
      });
      return one(tx, row);
    })
    .catch(rethrowTakenEmail);

/** Any status, in any order (the spec leaves the pipeline to the admin). */
export const setProspectStatus = ({ db, actor, now, id, status }: Acting & { id: number; status: ProspectStatus }) =>
  db.transaction(async (tx) => {
    const [stored] = await tx.select().from(outreachProspects).where(eq(outreachProspects.id, id)).for("update");
    if (!stored) throw new AppError("not_found", PROSPECT_NOT_FOUND);
    const [row] = await tx.update(outreachProspects).set({ status, updatedAt: now }).where(eq(outreachProspects.id, id)).returning();
    await recordAdminAction(tx, actor, {
      now,
      action: "prospect.status",
      targetType: "prospect",
      targetId: id,
      summary: `Moved the prospect "${stored.companyName}" from ${stored.status} to ${status}`,
      before: { status: stored.status },
      after: { status },
    });
    return one(tx, row);
  });

export const deleteProspect = ({ db, actor, now, id }: Acting & { id: number }) =>
  db.transaction(async (tx) => {
    const [removed] = await tx.delete(outreachProspects).where(eq(outreachProspects.id, id)).returning();
    if (!removed) throw new AppError("not_found", PROSPECT_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      now,
      action: "prospect.delete",
      targetType: "prospect",
      targetId: id,
      summary: `Deleted the prospect "${removed.companyName}"`,
      // The person's details go with the record: the log keeps only that they were there.
      before: prospectFieldsForLog(removed),
      after: null,
    });
  });

/** The emails sent to a prospect, newest first, with whether each left the outbox. */
export const prospectTimeline = async (db: DbExecutor, id: number): Promise<ProspectEmailView[]> => {
  const [exists] = await db.select({ id: outreachProspects.id }).from(outreachProspects).where(eq(outreachProspects.id, id));
  if (!exists) throw new AppError("not_found", PROSPECT_NOT_FOUND);
  const rows = await db
    .select({ email: outreachEmails, delivery: mailOutbox.status })
    .from(outreachEmails)
    .leftJoin(mailOutbox, eq(mailOutbox.id, outreachEmails.mailId))
    .where(eq(outreachEmails.prospectId, id))
    .orderBy(desc(outreachEmails.createdAt), desc(outreachEmails.id));
  return rows.map(({ email, delivery }) => ({
    id: email.id,
    template: email.template as OutreachTemplate,
    subject: email.subject,
    createdAt: email.createdAt.toISOString(),
    // Housekeeping forgets sent mail (only sent mail) after a while: a record without its mail was sent.
    delivery: delivery === null ? "sent" : delivery === "sent" || delivery === "failed" ? delivery : "pending",
  }));
};

export const countProspects = (db: DbExecutor) => db.select({ value: sql<number>`count(*)::int` }).from(outreachProspects);
