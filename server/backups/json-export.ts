import type { DatabaseHandle } from "../db/connection";

/**
 * Every table's rows as JSON (the admin's "Download All Data"), minus what must never leave the server:
 * - users.password: the password hashes;
 * - sessions: no rows at all (a session id is a bearer credential);
 * - advertisements.campaign_token: the key of an advertiser's private campaign page (whoever holds it
 *   sees the campaign and its contact details);
 * - mail_outbox.text_body, html_body and headers: a queued mail may carry a one-time link, and outreach
 *   mail's List-Unsubscribe header carries the recipient's unsubscribe token, and an attached calendar
 *   file a class's join link; who, what and when stay;
 * - account_tokens.token_hash: the hash of a password-reset or email link that may still be unused;
 * - course_images.data: not secret, but a picture's bytes (the SQL backup carries them; in JSON they would
 *   be an object of numbers a hundred times the picture's size).
 * A column added later is exported unless it is listed here. json-export.test.ts fails for any column
 * whose name looks like a credential (token, secret, password, hash, key, ...) that is neither excluded
 * here nor listed in EXPORTED_ON_PURPOSE with the reason it is harmless.
 */
export const EXCLUDED_TABLES = ["sessions"];
export const EXCLUDED_COLUMNS: Record<string, string[]> = {
  users: ["password"],
  advertisements: ["campaign_token"],
  mail_outbox: ["text_body", "html_body", "headers", "attachment_content"],
  account_tokens: ["token_hash"],
  course_images: ["data"],
};

/** Columns whose names sound secret but whose values are not, with why ("table.column"). */
export const EXPORTED_ON_PURPOSE: Record<string, string> = {
  "payments.idempotency_key": "a per-checkout id sent to Yoco; no use without the Yoco secret key",
  "ad_events.visitor_key": "an HMAC of address and browser under the session secret: a pseudonym, not a credential",
  "login_throttles.key": "the username and address a sign-in limit counts: personal data like the rest, no credential",
  "rate_limit_counters.key": "the form and address a per-address limit counts: no credential",
  "course_images.hash": "the SHA-256 of a course picture, public in the picture's address: no credential",
  "lessons.content_key": "the curriculum file a seeded lesson came from: a path, no credential",
  "course_tests.content_key": "the curriculum file a seeded test came from: a path, no credential",
  "placement_tests.visitor_key":
    "a visitor's placement test's owner, a random key kept in their server-side session: the key alone opens nothing",
  "placement_tests.source_key":
    "a keyed hash of the address a placement test started from (a pseudonym that caps one source's weight in calibration): no credential",
  "placement_items.key": "the bank file's name for an item (b1-listening-07): no credential",
  "backup_runs.offsite_key": "the object name of an encrypted off-site backup: a path, no credential",
};

export type AllDataExport = {
  exportedAt: string;
  /** What was left out, so a reader knows the export is partial on purpose. */
  excluded: { tables: string[]; columns: Record<string, string[]> };
  tables: Record<string, Record<string, unknown>[]>;
};

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const exportAllData = async ({ database, now }: { database: DatabaseHandle; now: Date }): Promise<AllDataExport> => {
  const query = (text: string) => database.sessionPool.query(text);
  const { rows: columns } = (await query(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  )) as { rows: { table_name: string; column_name: string }[] };
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (EXCLUDED_TABLES.includes(table_name)) continue;
    if (EXCLUDED_COLUMNS[table_name]?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const tables: AllDataExport["tables"] = {};
  for (const [table, names] of byTable) {
    const { rows } = await query(`select ${names.map(quote).join(", ")} from ${quote(table)} order by 1`);
    tables[table] = rows as Record<string, unknown>[];
  }
  return { exportedAt: now.toISOString(), excluded: { tables: EXCLUDED_TABLES, columns: EXCLUDED_COLUMNS }, tables };
};
