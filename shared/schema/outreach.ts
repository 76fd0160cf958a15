import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
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
