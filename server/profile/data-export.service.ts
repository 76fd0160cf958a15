import { eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "../../shared/schema";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import type { Database } from "../db/connection";

/**
 * "Download my data": every row stored about one person, found by walking the schema rather than by a
 * hand-kept list, so a table added later is in the export without anyone remembering it:
 * - a table with a userId or parentUserId column: the rows of this account (a parent's children, their
 *   sounds, games and voice results carry the parent's userId);
 * - a table with a childId column: also the rows of this person's children;
 * - a table with an address column (ADDRESS_COLUMNS): the rows under the account's address, compared
 *   without letter case (messages they sent, ads they bought, mail sent to them), and only once the account
 *   has confirmed that address (decision 0063): anyone can type someone else's address at registration.
 *   Until then the file says, in `underYourAddress`, which tables were not searched and why;
 * - users: the account itself;
 * - a table in OWNED_THROUGH: the rows under one of the person's rows of its parent table (the answers of
 *   their placement tests).
 * Left out: the password hash, every token or token hash (a reset link, an ad's campaign token), the
 * sessions table, and the bodies, headers and attachments of mail (a body may carry a one-time link):
 * the subject, status and dates of each mail stay. The school's own notes and commercial figures on a
 * person's rows are left out too, and given on a written request (decision 0063). NOT_ABOUT_A_PERSON
 * lists, with why, every table that matches none of the rules; data-export.test.ts fails for a table in
 * neither.
 */

const MAIL_BODY = "a mail's text, HTML and attachment may carry a one-time link (a credential); the subject, status and dates stay";
const ON_REQUEST = "see askTheSchool";

/** Columns never in the file, each with why (the person reads the why in the file's leftOut). */
export const LEFT_OUT_COLUMNS: Record<string, Record<string, string>> = {
  users: { password: "the password hash: a credential" },
  advertisements: {
    campaignToken: "the key of your private campaign page: a credential, and it is already in the confirmation mail",
  },
  mail_outbox: {
    textBody: MAIL_BODY,
    htmlBody: MAIL_BODY,
    attachmentPath: MAIL_BODY,
    attachmentContent: MAIL_BODY,
    headers: "technical headers; an outreach mail's carry its unsubscribe link (a credential)",
    replyTo: "the school's own address, not yours",
  },
  contacts: { adminNotes: `the school's internal notes on handling your message (${ON_REQUEST})` },
  feedback: { adminNotes: `the school's internal notes on handling your feedback (${ON_REQUEST})` },
  outreach_prospects: {
    notes: `the school's internal sales notes about your business (${ON_REQUEST})`,
    potentialValue: `the school's own estimate of what business with you could be worth: its commercial information (${ON_REQUEST})`,
    status: `where your business stands in the school's sales follow-up, the school's working classification (${ON_REQUEST})`,
  },
};

/** How to ask for the notes the automatic file leaves out (POPIA section 23; the school decides per note). */
const askTheSchool = (contactEmail: string) =>
  `The school's internal notes and figures listed above are not in this automatic file. Write to ${contactEmail} to ask for ` +
  "them: under POPIA section 23 you may ask for the personal information the school holds about you. The school answers " +
  "within 30 days and withholds only what the grounds for refusal of PAIA allow (for example another person's privacy or " +
  "the school's own commercial information), saying what it withheld and why.";

/** Tables about a person that are still not exported, with why. */
export const LEFT_OUT_TABLES: Record<string, string> = {
  account_tokens: "single-use link hashes: a credential, and nothing a person gave the school",
  sessions: "session ids are bearer credentials",
};

/** Tables that hold nothing about one person (no user, child or address column), with why. */
export const NOT_ABOUT_A_PERSON: Record<string, string> = {
  achievements: "the catalogue of achievements",
  ad_daily_counts: "counts per ad and day",
  ad_events: "ad views and clicks under a pseudonymous visitor key, not linked to an account",
  ad_notification_reads: "which admin read which ad notice",
  audit_log:
    "the school's record of what admins did (accountability); the changes it records to a person's account are in that person's exported rows",
  backup_runs: "backup history",
  course_images: "the catalogue's pictures",
  course_tests: "the catalogue's module tests and final assessments",
  course_test_questions: "the tests' question banks",
  courses: "the catalogue",
  lessons: "the catalogue",
  exercises: "the catalogue",
  live_classes: "the timetable",
  job_runs: "scheduled job history",
  login_throttles: "sign-in limits by username and address for an hour; no account link",
  rate_limit_counters: "per-address limits for an hour",
  message_replies: "an admin's answers, exported with the message they answer under its id",
  outreach_emails: "outreach mails to a prospect, found under the prospect",
  email_campaigns: "an admin's campaign texts",
  phonics_games: "the catalogue of games",
  placement_items: "the placement test's item bank",
  subscription_plans: "the catalogue of plans",
  subscription_reminders: "renewal reminder bookkeeping per subscription",
  webhook_events: "Yoco webhook ids",
};

/**
 * Tables whose rows are a person's through a row of theirs in another table (no user column of their own):
 * the answers of each of their placement tests.
 */
export const OWNED_THROUGH: Record<string, { column: string; parent: PgTable }> = {
  placement_responses: { column: "testId", parent: schema.placementTests },
};

/**
 * Columns that hold a person's email address. One rule covers them all, in every table: rows under the
 * account's address are the person's only once the account has confirmed that address, and only under it.
 */
export const ADDRESS_COLUMNS = ["email", "advertiserEmail", "toAddress"] as const;

type Rule =
  | { kind: "account" }
  | { kind: "owner"; column: PgColumn }
  | { kind: "address"; column: PgColumn }
  | { kind: "through"; column: PgColumn; parent: PgTable };

/** How each table's rows about a person are found (undefined: the table has no such column). */
export const exportRules = (table: PgTable): Rule[] => {
  const { name } = getTableConfig(table);
  if (name === "users") return [{ kind: "account" }];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const rules: Rule[] = [];
  for (const key of ["userId", "parentUserId", "childId"]) if (columns[key]) rules.push({ kind: "owner", column: columns[key] });
  for (const key of ADDRESS_COLUMNS) if (columns[key]) rules.push({ kind: "address", column: columns[key] });
  const through = OWNED_THROUGH[name];
  const throughColumn = through && columns[through.column];
  if (through && throughColumn) rules.push({ kind: "through", column: throughColumn, parent: through.parent });
  return rules;
};

export const schemaTables = (): { table: PgTable; name: string }[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => ({ table, name: getTableConfig(table).name }));

export type PersonalDataExport = {
  exportedAt: string;
  about: string;
  /** Whether the rows under the account's address are in the file, and why not when they are not. */
  underYourAddress: { address: string; isConfirmed: boolean; tables: string[]; explanation: string };
  leftOut: { tables: Record<string, string>; columns: Record<string, Record<string, string>>; askTheSchool: string };
  tables: Record<string, Record<string, unknown>[]>;
};

const explainAddressRows = (address: string, isConfirmed: boolean) =>
  isConfirmed
    ? `Included: the rows these tables hold under ${address}, the address this account confirmed. Rows under an address ` +
      "the account had before are not searched: that address may be someone else's now."
    : `Not in this file yet: the rows these tables hold under ${address} (messages sent through the site's contact and ` +
      "feedback forms, pre-registrations, advertisements, the school's mailing lists and the mail sent to that address). " +
      "Anyone can type an address when registering, so these rows go only to an account that has confirmed the address " +
      `is its own. Open the confirmation link we mailed to ${address} (or send a new one from your dashboard), then ` +
      "download your data again: they will be in the file.";

const withoutColumns = (name: string, row: Record<string, unknown>) => {
  const dropped = LEFT_OUT_COLUMNS[name] ?? {};
  return Object.fromEntries(Object.entries(row).filter(([key]) => !Object.hasOwn(dropped, key)));
};

export const exportPersonalData = async ({
  db,
  userId,
  now,
  schoolContactEmail,
}: {
  db: Database;
  userId: number;
  now: Date;
  /** Where the person writes for what the file leaves out (the school's configured contact address). */
  schoolContactEmail: string;
}) => {
  const [account] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!account) throw new Error(`user ${userId} not found`);
  const children = await db
    .select({ id: schema.phonicsChildren.id })
    .from(schema.phonicsChildren)
    .where(eq(schema.phonicsChildren.parentUserId, userId));
  const childIds = children.map((child) => child.id);
  // users.email is confirmed whenever emailVerifiedAt is set: a new address replaces it only when its link
  // is opened, and the link sets the date (decision 0046). So the current address is the confirmed one.
  const isConfirmed = hasConfirmedAddress(account);
  const confirmedAddress = isConfirmed ? account.email.toLowerCase() : undefined;
  const addressTables = new Set<string>();

  const tables: PersonalDataExport["tables"] = {};
  for (const { table, name } of schemaTables()) {
    if (LEFT_OUT_TABLES[name]) continue;
    const rules = exportRules(table);
    if (rules.length === 0) continue;
    const conditions: SQL[] = [];
    for (const rule of rules) {
      if (rule.kind === "account") conditions.push(eq(schema.users.id, userId));
      else if (rule.kind === "through") {
        const parent = getTableColumns(rule.parent) as Record<string, PgColumn>;
        conditions.push(inArray(rule.column, db.select({ id: parent.id! }).from(rule.parent).where(eq(parent.userId!, userId))));
      } else if (rule.kind === "address") {
        addressTables.add(name);
        if (confirmedAddress) conditions.push(sql`lower(${rule.column}) = ${confirmedAddress}`);
      } else if (rule.column.name === "child_id") {
        if (childIds.length) conditions.push(inArray(rule.column, childIds));
      } else conditions.push(eq(rule.column, userId));
    }
    if (conditions.length === 0) continue;
    const where =
      conditions.length === 1
        ? conditions[0]!
        : sql.join(
            conditions.map((condition) => sql`(${condition})`),
            sql` or `,
          );
    // Each table's own columns, whatever they are: a typed select per table would need a hand-kept list.
    const rows = (await db
      .select()
      .from(table as typeof schema.users)
      .where(where)) as Record<string, unknown>[];
    tables[name] = rows.map((row) => withoutColumns(name, row));
  }
  return {
    exportedAt: now.toISOString(),
    about: account.username,
    underYourAddress: {
      address: account.email,
      isConfirmed,
      tables: [...addressTables].sort(),
      explanation: explainAddressRows(account.email, isConfirmed),
    },
    leftOut: { tables: LEFT_OUT_TABLES, columns: LEFT_OUT_COLUMNS, askTheSchool: askTheSchool(schoolContactEmail) },
    tables,
  } satisfies PersonalDataExport;
};
