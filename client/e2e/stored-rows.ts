import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * What the app stored for a form, seen from outside the app. On a PostgreSQL server (E2E_DATABASE_URL,
 * as in CI) the rows themselves; on the embedded database, which only the app may open, the notification
 * mail files, which are queued in the same transaction as the row and so prove it was committed.
 */
export const findStored = async (table: "contacts" | "feedback" | "pre_registrations", column: string, value: string) => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query(`select * from ${table} where ${column} = $1`, [value]);
      return result.rows.length;
    } finally {
      await client.end();
    }
  }
  const folder = join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return 0; // no mail yet
  }
  return files.filter((file) => readFileSync(join(folder, file), "utf8").includes(value)).length;
};
