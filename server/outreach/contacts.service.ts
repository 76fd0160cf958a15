import { desc, eq } from "drizzle-orm";
import {
  CONTACT_EMAIL_TAKEN,
  CONTACT_NOT_FOUND,
  contactInputSchema,
  type ContactView,
  type ImportContactsResponse,
} from "../../shared/api/campaigns";
import { campaignContacts, type CampaignContact } from "../../shared/schema/outreach";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { suppressedAmong } from "./suppression.service";

type ContactValues = { businessName: string; contactName: string | null; email: string; businessType: string | null };

const toView = (row: CampaignContact, suppressed: Set<string>): ContactView => ({
  id: row.id,
  businessName: row.businessName,
  contactName: row.contactName,
  email: row.email,
  businessType: row.businessType,
  isSuppressed: suppressed.has(row.email.toLowerCase()),
  createdAt: row.createdAt.toISOString(),
});

export const listContacts = async (db: DbExecutor) => {
  const rows = await db.select().from(campaignContacts).orderBy(desc(campaignContacts.createdAt), desc(campaignContacts.id));
  const suppressed = await suppressedAmong(
    db,
    rows.map((row) => row.email),
  );
  return rows.map((row) => toView(row, suppressed));
};

type Acting = { db: Database; actor: AuditActor; now: Date };

// The log names a contact by its business; the person's name and address stay in the address book only.
export const addContact = ({ db, actor, now, values }: Acting & { values: ContactValues }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(campaignContacts).values(values).onConflictDoNothing().returning();
    if (!row) throw new AppError("conflict", CONTACT_EMAIL_TAKEN);
    await recordAdminAction(tx, actor, {
      now,
      action: "campaign_contact.create",
      targetType: "campaign_contact",
      targetId: row.id,
      summary: `Added "${row.businessName}" to the campaign contacts`,
      after: { businessName: row.businessName, businessType: row.businessType },
    });
    return toView(row, await suppressedAmong(tx, [row.email]));
  });

/**
 * Contacts from an imported CSV (parsed in the browser): each row checked with the contact rules; rows
 * that fail are counted as invalid, addresses already known as duplicates. Nothing half-stored.
 */
export const importContacts = async ({ db, actor, now, rows }: Acting & { rows: unknown[] }): Promise<ImportContactsResponse> => {
  const valid: ContactValues[] = [];
  let invalid = 0;
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of rows) {
    const parsed = contactInputSchema.safeParse(row);
    if (!parsed.success) {
      invalid++;
      continue;
    }
    const key = parsed.data.email.toLowerCase();
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    valid.push(parsed.data);
  }
  return db.transaction(async (tx) => {
    const added =
      valid.length === 0
        ? []
        : await tx.insert(campaignContacts).values(valid).onConflictDoNothing().returning({ id: campaignContacts.id });
    const result = { added: added.length, duplicates: duplicates + valid.length - added.length, invalid };
    await recordAdminAction(tx, actor, {
      now,
      action: "campaign_contact.import",
      targetType: "campaign_contact",
      targetId: "import",
      summary: `Imported ${rows.length} ${rows.length === 1 ? "row" : "rows"}: ${result.added} added, ${result.duplicates} duplicates, ${result.invalid} invalid`,
      after: { ...result, addedIds: added.map((row) => row.id) },
    });
    return result;
  });
};

export const deleteContact = ({ db, actor, now, id }: Acting & { id: number }) =>
  db.transaction(async (tx) => {
    const [removed] = await tx.delete(campaignContacts).where(eq(campaignContacts.id, id)).returning();
    if (!removed) throw new AppError("not_found", CONTACT_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      now,
      action: "campaign_contact.delete",
      targetType: "campaign_contact",
      targetId: id,
      summary: `Deleted "${removed.businessName}" from the campaign contacts`,
      before: { businessName: removed.businessName, businessType: removed.businessType },
      after: null,
    });
  });
