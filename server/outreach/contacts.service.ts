import { desc, eq } from "drizzle-orm";
import {
  CONTACT_EMAIL_TAKEN,
  CONTACT_NOT_FOUND,
  contactInputSchema,
  type ContactView,
  type ImportContactsResponse,
} from "../../shared/api/campaigns";
import { campaignContacts, type CampaignContact } from "../../shared/schema/outreach";
import type { DbExecutor } from "../db/connection";
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

export const addContact = async (db: DbExecutor, values: ContactValues) => {
  const [row] = await db.insert(campaignContacts).values(values).onConflictDoNothing().returning();
  if (!row) throw new AppError("conflict", CONTACT_EMAIL_TAKEN);
  return toView(row, await suppressedAmong(db, [row.email]));
};

/**
 * Contacts from an imported CSV (parsed in the browser): each row checked with the contact rules; rows
 * that fail are counted as invalid, addresses already known as duplicates. Nothing half-stored.
 */
export const importContacts = async (db: DbExecutor, rows: unknown[]): Promise<ImportContactsResponse> => {
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
  if (valid.length === 0) return { added: 0, duplicates, invalid };
  const added = await db.insert(campaignContacts).values(valid).onConflictDoNothing().returning({ id: campaignContacts.id });
  return { added: added.length, duplicates: duplicates + valid.length - added.length, invalid };
};

export const deleteContact = async (db: DbExecutor, id: number) => {
  const [removed] = await db.delete(campaignContacts).where(eq(campaignContacts.id, id)).returning({ id: campaignContacts.id });
  if (!removed) throw new AppError("not_found", CONTACT_NOT_FOUND);
};
