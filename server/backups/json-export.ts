import type { DatabaseHandle } from "../db/connection";

/**
 * Every table's rows as JSON (the admin's "Download All Data"), minus what must never leave the server:
 * - users.password: the password hashes;
 * - sessions: no rows at all (a session id is a bearer credential);
 * - mail_outbox.text_body and html_body: a queued mail may carry a one-time link; who, what and when stay.
 * Nothing else in the schema is a secret: webhook_events hold only the provider's event id and type (the
 * webhook secret lives in the environment), payment and checkout ids are references the provider needs a
 * secret key to use, and advertisements carry no tokens. A column added later is exported unless it is
 * listed here, so a new secret column must be added to this list.
 */
export const EXCLUDED_TABLES = ["sessions"];
export const EXCLUDED_COLUMNS: Record<string, string[]> = {
  users: ["password"],
  mail_outbox: ["text_body", "html_body"],
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
