import { setImmediate as nextTurn } from "node:timers/promises";
import { postgreSplitterOptions, splitQuery } from "dbgate-query-splitter";

/**
 * About this many characters of statements per call. A whole dump in one call makes PostgreSQL parse every
 * statement before running the first, and the process held over 1 GB for a 65 MB dump; in batches the
 * database's own memory stays flat, and the event loop gets a turn between batches (PGlite runs in it).
 */
export const LOAD_BATCH_CHARS = 1_000_000;

/**
 * Runs a SQL script (a backup) in batches of whole statements. The splitter knows PostgreSQL's quoting
 * (strings, quoted names, dollar quotes, comments), so a `;` inside a value never cuts a statement. Each
 * statement ends with a line break before its `;`, in case it ends with a `--` comment.
 */
export const runSqlInBatches = async (sql: string, exec: (text: string) => Promise<unknown>, batchChars = LOAD_BATCH_CHARS) => {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const text = `${batch.join("\n;\n")}\n;`;
    batch = [];
    size = 0;
    await exec(text);
    await nextTurn();
  };
  for (const statement of splitQuery(sql, postgreSplitterOptions) as string[]) {
    batch.push(statement);
    size += statement.length;
    if (size >= batchChars) await flush();
  }
  await flush();
};
