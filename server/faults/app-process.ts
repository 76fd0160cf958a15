import { startNodeProcess, waitUntilReady, type NodeProcess } from "../bench/processes";

/**
 * The real server (server/main.ts through tsx) as a child process on a PostgreSQL database, for the fault
 * tests that kill it with SIGKILL and start it again on the same database. NODE_ENV=test with
 * TEST_CLOCK_CONTROL, so that a test can move the server's clock past a lease.
 */
export const ADMIN = { username: "principal", password: "fault-test-admin-password-1" };

export const startAppProcess = async (options: { databaseUrl: string; dataDir: string; env?: Record<string, string> }) => {
  const app = await startNodeProcess("server/main.ts", {
    env: {
      NODE_ENV: "test",
      TEST_CLOCK_CONTROL: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: "principal@college.test",
      ...options.env,
    },
  });
  await waitUntilReady(app, "/api/ready", 60_000);
  return app;
};

/** kill -9: no drain, no closing of the database, nothing written after this instant. */
export const killHard = async (app: NodeProcess) => {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => app.child.once("exit", () => resolve()));
  app.child.kill("SIGKILL");
  await exited;
};

/** A signed-in admin's requests: the session cookie kept, JSON bodies (as the site's own client sends). */
export const signInAsAdmin = async (app: NodeProcess) => {
  const login = await fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`Admin sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${app.url}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
};
