import pg from "pg";

/**
 * A database of a test's own on a PostgreSQL server (created fresh, an older one of that name dropped
 * first), and the way to drop it again, connections and all.
 */
export const createThrowawayDatabase = async (baseUrl: string, name: string) => {
  const onServer = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer([`drop database if exists ${name} with (force)`, `create database ${name}`]);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer([`drop database if exists ${name} with (force)`]) };
};
