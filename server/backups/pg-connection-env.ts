import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The URI query parameters pg_dump understands, and the libpq environment variable that carries each.
 * Parameters of node-postgres alone (`ssl`, `uselibpqcompat`, ...) have no libpq variable: `ssl` is
 * translated below, the rest are ignored (pg_dump given the URL itself used to refuse them outright).
 */
const VARIABLE_OF_PARAMETER: Record<string, string> = {
  host: "PGHOST",
  hostaddr: "PGHOSTADDR",
  port: "PGPORT",
  dbname: "PGDATABASE",
  user: "PGUSER",
  passfile: "PGPASSFILE",
  require_auth: "PGREQUIREAUTH",
  channel_binding: "PGCHANNELBINDING",
  service: "PGSERVICE",
  options: "PGOPTIONS",
  application_name: "PGAPPNAME",
  client_encoding: "PGCLIENTENCODING",
  connect_timeout: "PGCONNECT_TIMEOUT",
  sslmode: "PGSSLMODE",
  sslnegotiation: "PGSSLNEGOTIATION",
  sslcert: "PGSSLCERT",
  sslkey: "PGSSLKEY",
  sslcertmode: "PGSSLCERTMODE",
  sslrootcert: "PGSSLROOTCERT",
  sslcrl: "PGSSLCRL",
  sslcrldir: "PGSSLCRLDIR",
  sslsni: "PGSSLSNI",
  requirepeer: "PGREQUIREPEER",
  ssl_min_protocol_version: "PGSSLMINPROTOCOLVERSION",
  ssl_max_protocol_version: "PGSSLMAXPROTOCOLVERSION",
  gssencmode: "PGGSSENCMODE",
  krbsrvname: "PGKRBSRVNAME",
  gsslib: "PGGSSLIB",
  target_session_attrs: "PGTARGETSESSIONATTRS",
  load_balance_hosts: "PGLOADBALANCEHOSTS",
};

export const DATABASE_URL_UNREADABLE = "DATABASE_URL could not be read as a postgres:// address, so pg_dump cannot reach the database";

export type PgConnection = { variables: Record<string, string>; password?: string };

// libpq decodes %XX in every part of the URI and nothing else ("+" stays "+", unlike a web form).
const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** DATABASE_URL as libpq environment variables and the password apart (it never goes into a variable list that gets logged). */
export const parseConnectionUrl = (databaseUrl: string): PgConnection => {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // The message never quotes the address: it holds the password.
    throw new Error(DATABASE_URL_UNREADABLE);
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") throw new Error(DATABASE_URL_UNREADABLE);
  const variables: Record<string, string> = {};
  const host = decode(url.hostname).replace(/^\[(.*)\]$/, "$1");
  if (host) variables.PGHOST = host;
  if (url.port) variables.PGPORT = url.port;
  if (url.username) variables.PGUSER = decode(url.username);
  const database = decode(url.pathname.replace(/^\//, ""));
  if (database) variables.PGDATABASE = database;
  let password = url.password ? decode(url.password) : undefined;
  for (const pair of url.search.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const [rawName = "", ...rest] = pair.split("=");
    const name = decode(rawName);
    const value = decode(rest.join("="));
    if (name === "password") password = value;
    else if (VARIABLE_OF_PARAMETER[name]) variables[VARIABLE_OF_PARAMETER[name]] = value;
    else if (name === "ssl" && !url.searchParams.has("sslmode")) {
      variables.PGSSLMODE = value === "false" || value === "0" ? "disable" : "require";
    }
  }
  return { variables, password };
};

// A .pgpass line: host:port:database:user:password, with ":" and "\" escaped.
const passfileLine = (password: string) => `*:*:*:*:${password.replace(/\\/g, "\\\\").replace(/:/g, "\\:")}\n`;

/**
 * The environment pg_dump runs with, and a cleanup to call once it has ended. The password goes into a
 * passfile (mode 0600, in a private temporary folder removed by the cleanup): a variable of the child
 * would be readable in /proc/<pid>/environ as long as it runs, a file only while it is opened. The
 * app's own environment is passed on (PG* variables the operator set, like node-postgres reads them),
 * except DATABASE_URL, which pg_dump does not read and which holds the password.
 */
export const preparePgDumpEnvironment = async (databaseUrl: string) => {
  const { variables, password } = parseConnectionUrl(databaseUrl);
  const environment: NodeJS.ProcessEnv = { ...process.env, ...variables };
  delete environment.DATABASE_URL;
  if (password === undefined) return { environment, cleanUp: async () => {} };
  // A password given in DATABASE_URL wins over an inherited one, as it does for the app's own pool.
  delete environment.PGPASSWORD;
  if (/[\r\n]/.test(password)) {
    // A passfile line cannot hold a line break; the variable is the only other way that stays out of argv.
    return { environment: { ...environment, PGPASSWORD: password }, cleanUp: async () => {} };
  }
  const folder = await mkdtemp(join(tmpdir(), "college-pgpass-"));
  const cleanUp = () => rm(folder, { recursive: true, force: true });
  try {
    const passfile = join(folder, "pgpass");
    await writeFile(passfile, passfileLine(password), { mode: 0o600, flag: "wx" });
    return { environment: { ...environment, PGPASSFILE: passfile }, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
};
