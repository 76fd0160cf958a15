import pg from "pg";

/**
 * The test's own connection holding one row's lock (SELECT ... FOR UPDATE in an open transaction): the
 * app's transaction that needs the row waits there, so the test knows exactly where a kill lands.
 */
export const holdRowLock = async (databaseUrl: string, query: string, values: unknown[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("begin");
  const locked = await client.query(`${query} for update`, values);
  if (locked.rowCount !== 1) throw new Error(`expected one row to lock, got ${locked.rowCount}`);
  let isReleased = false;
  return {
    /** Rolls back and disconnects; a second call does nothing. */
    release: async () => {
      if (isReleased) return;
      isReleased = true;
      await client.query("rollback");
      await client.end();
    },
  };
};

/** How many sessions of the database wait for a lock in a statement that names `table`. */
export const sessionsWaitingOnLock = async (client: pg.Client, table: string) => {
  const { rows } = await client.query<{ waiting: number }>(
    "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike $1",
    [`%${table}%`],
  );
  return rows[0]!.waiting;
};
