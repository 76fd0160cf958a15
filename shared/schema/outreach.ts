import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { mailOutbox } from "./operations";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const outreachProspects = pgTable(
  "outreach_prospects",
  {
    id: serial().primaryKey(),
    companyName: text().notNull(),
    contactName: text(),
    email: text().notNull(),
    phone: text(),
    industry: text(),
    status: text().notNull().default("new"),
    lastContact: timestamptz(),
    notes: text(),
    source: text(),
    /** Why the school may write to this business (POPIA): legitimate interest, consent or an existing relationship. */
    lawfulBasis: text().notNull().default("legitimate_interest"),
    potentialValue: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("outreach_prospects_email_lower_unique").on(sql`lower(${table.email})`),
    index("outreach_prospects_status_index").on(table.status),
  ],
);

export type OutreachProspect = typeof outreachProspects.$inferSelect;

/** Every outreach email, against its prospect (the prospect's timeline); the mail itself is in the outbox. */
export const outreachEmails = pgTable(
  "outreach_emails",
  {
    id: serial().primaryKey(),
    prospectId: integer()
      .notNull()
      .references(() => outreachProspects.id, { onDelete: "cascade" }),
    template: text().notNull(),
    subject: text().notNull(),
    mailId: integer().references(() => mailOutbox.id, { onDelete: "set null" }),
    sentBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outreach_emails_prospect_index").on(table.prospectId, table.createdAt),
    index("outreach_emails_created_index").on(table.createdAt),
  ],
);

/**
 * Addresses the school never writes to again: unsubscribed, bounced, or added by an admin. Checked before
 * every outreach or campaign send; the address is kept lower-cased.
 */
export const emailSuppressions = pgTable(
  "email_suppressions",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("email_suppressions_email_unique").on(table.email)],
);

export type OutreachEmail = typeof outreachEmails.$inferSelect;

/** An admin's address book for bulk campaigns (the CSV import fills it). */
export const campaignContacts = pgTable(
  "campaign_contacts",
  {
    id: serial().primaryKey(),
    businessName: text().notNull(),
    contactName: text(),
    email: text().notNull(),
    businessType: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("campaign_contacts_email_lower_unique").on(sql`lower(${table.email})`)],
);

/**
 * A bulk campaign, sent by the server: draft, then scheduled (with its start) or sending, then completed
 * (or cancelled). Each recipient is due `sendDelayMinutes` after the one before; the scheduler sends them.
 */
export const emailCampaigns = pgTable("email_campaigns", {
  id: serial().primaryKey(),
  name: text().notNull(),
  subject: text().notNull(),
  content: text().notNull(),
  businessType: text(),
  sendDelayMinutes: integer().notNull().default(30),
  status: text().notNull().default("scheduled"),
  scheduledFor: timestamptz().notNull(),
  createdBy: integer().references(() => users.id, { onDelete: "set null" }),
  completedAt: timestamptz(),
  createdAt: createdAt(),
});

/** One email of a campaign: pending until its time, then sent, failed or skipped (suppressed). */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial().primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: "cascade" }),
    email: text().notNull(),
    businessName: text().notNull(),
    contactName: text(),
    status: text().notNull().default("pending"),
    dueAt: timestamptz().notNull(),
    sentAt: timestamptz(),
    mailId: integer().references(() => mailOutbox.id, { onDelete: "set null" }),
  },
  (table) => [
    index("campaign_recipients_due_index").on(table.status, table.dueAt),
    index("campaign_recipients_campaign_index").on(table.campaignId),
  ],
);

export type EmailCampaign = typeof emailCampaigns.$inferSelect;
export type CampaignContact = typeof campaignContacts.$inferSelect;
