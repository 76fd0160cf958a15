import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Server } from "node:http";
import { createApp } from "./app";
import { resolveOffsite, resolveRetention, type BackupConfig } from "./backups/backup-config";
import { AdminUsernameTakenError, ensureStartupAdmin } from "./auth/admin-account.service";
import { openDatabase, type DatabaseHandle } from "./db/connection";
import { runMigrations } from "./db/migrate";
import { seedReferenceData } from "./db/seed";
import { setUpPayments } from "./billing/payments-setup";
import { parseEnv, type Env } from "./env";
import { jobs } from "./jobs";
import { createMailKicker, startScheduler } from "./jobs/scheduler";
import { createAdjustableClock, systemClock } from "./lib/clock";
import { installCrashHandlers } from "./lib/crash-handlers";
import { createLogger, type Logger } from "./lib/logger";
import { listenHostOf, trustProxyWarning } from "./lib/listen-settings";
import { createFileMailer, createSmtpMailer } from "./lib/mailer";
import { resolveSessionSecret, resolveUnsubscribeKeys } from "./lib/session-secret";
import { fromProjectRoot } from "./lib/project-root";
import { createReadCache } from "./lib/read-cache";

const CLIENT_DIST_DIR = fromProjectRoot("dist/client");
const DRAIN_TIMEOUT_MS = 10_000;

const loadDotEnv = () => {
  if (existsSync(".env")) process.loadEnvFile(".env");
};

const ensureAdmins = async (env: Env, database: DatabaseHandle, logger: Logger) => {
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    // Throws AdminUsernameTakenError when the name belongs to a student: never promoted silently.
    const result = await ensureStartupAdmin({
      db: database.db,
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      email: env.ADMIN_EMAIL,
    });
    if (result.action === "created") logger.info(`Admin account "${result.username}" created.`);
    return;
  }
  // Embedded (demo) mode only: a demo admin whose random password is printed once, at creation.
  if (database.kind !== "embedded" || env.NODE_ENV === "production") return;
  try {
    const result = await ensureStartupAdmin({ db: database.db, username: "admin" });
    if (result.action === "created" && result.password) {
      console.log(`\n  Demo admin created. Username: admin  Password: ${result.password}\n  (shown only this once)\n`);
    }
  } catch (error) {
    if (!(error instanceof AdminUsernameTakenError)) throw error;
    logger.warn('A student account is named "admin", so no demo admin was created; use npm run admin:create for another name.');
  }
};

export const startServer = async () => {
  loadDotEnv();
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL, env.NODE_ENV === "development" && process.stdout.isTTY);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, embeddedSettings: env.EMBEDDED_DB_SETTINGS });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await ensureAdmins(env, database, logger);

  const lifecycle = { isShuttingDown: false };
  // Only an end-to-end run (NODE_ENV=test, TEST_CLOCK_CONTROL) gets a clock it can move; everyone else the system's.
  const testClock = env.TEST_CLOCK_CONTROL ? createAdjustableClock() : undefined;
  const clock = testClock ?? systemClock;
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createFileMailer(env.DATA_DIR);
  const siteOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  const { payments, sandbox } = setUpPayments(env, (message) => logger.warn(message));
  const backups: BackupConfig = {
    dir: resolve(env.BACKUP_DIR ?? resolve(env.DATA_DIR, "backups")),
    retention: resolveRetention(
      {
        daily: env.BACKUP_RETENTION_DAILY,
        weekly: env.BACKUP_RETENTION_WEEKLY,
        manual: env.BACKUP_RETENTION_MANUAL,
        emergency: env.BACKUP_RETENTION_EMERGENCY,
      },
      env.BACKUP_RETENTION,
    ),
    offsite: resolveOffsite(env),
    email: env.BACKUP_EMAIL,
    mailAttach: env.BACKUP_MAIL_ATTACH,
    attachmentKey: env.BACKUP_ATTACHMENT_KEY,
    timeZone: env.BACKUP_TIME_ZONE,
    scratchDir: resolve(env.DATA_DIR, "backup-scratch"),
  };
  const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const unsubscribeKeys = resolveUnsubscribeKeys({
    configured: env.UNSUBSCRIBE_SECRET,
    previous: env.UNSUBSCRIBE_PREVIOUS_SECRETS,
    sessionSecret,
    dataDir: env.DATA_DIR,
  });
  const jobContext = {
    db: database.db,
    database,
    backups,
    clock,
    mailer,
    mailFrom: env.MAIL_FROM,
    logger,
    siteOrigin,
    yoco: payments.yoco,
    unsubscribeSecret: unsubscribeKeys.current,
    school: { name: env.SCHOOL_NAME, postalAddress: env.SCHOOL_POSTAL_ADDRESS },
  };
  const deliverMailSoon = createMailKicker(jobContext);
  const app = createApp({
    config: {
      isProduction: env.NODE_ENV === "production",
      sessionSecret,
      unsubscribeKeys,
      publicUrl: env.PUBLIC_URL,
      siteOrigin,
      trustProxy: env.TRUST_PROXY,
      registrationsPerAddressPerHour: env.REGISTRATIONS_PER_HOUR,
      schoolInboxEmail: env.SCHOOL_INBOX_EMAIL,
      mailFrom: env.MAIL_FROM,
      paymentsSandbox: sandbox,
      backups,
      clientDistDir: existsSync(CLIENT_DIST_DIR) ? CLIENT_DIST_DIR : undefined,
      testClock,
      school: {
        name: env.SCHOOL_NAME,
        postalAddress: env.SCHOOL_POSTAL_ADDRESS,
        contactEmail: env.SCHOOL_CONTACT_EMAIL,
        phone: env.SCHOOL_PHONE ?? null,
        registrationNumber: env.SCHOOL_REGISTRATION_NUMBER ?? null,
        supportHours: env.SCHOOL_SUPPORT_HOURS,
        supportTimeZone: env.SCHOOL_SUPPORT_TIME_ZONE,
        foundedYear: env.SCHOOL_FOUNDED_YEAR ?? null,
      },
      figuresMinimum: env.SCHOOL_FIGURES_MINIMUM,
    },
    database,
    db: database.db,
    clock,
    logger,
    mailer,
    payments,
    cache: createReadCache({ clock }),
    onMailQueued: deliverMailSoon,
    lifecycle,
  });
  const stopJobs = startScheduler(jobs, jobContext, logger);
  const proxyWarning = trustProxyWarning(env);
  if (proxyWarning) logger.warn({ event: "trust_proxy_hop_count" }, proxyWarning);
  const host = listenHostOf(env);
  const onListening = () => {
    logger.info({ host: host ?? "every interface", port: env.PORT }, "listening");
    const url = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    console.log(
      `\n  College site ready at ${url}  (database: ${database.kind === "embedded" ? `embedded, ${env.DATA_DIR}` : "PostgreSQL server"})\n`,
    );
  };
  const server: Server = host === undefined ? app.listen(env.PORT, onListening) : app.listen(env.PORT, host, onListening);

  const shutdown = async (signal: string) => {
    if (lifecycle.isShuttingDown) return;
    lifecycle.isShuttingDown = true;
    logger.info({ signal }, "shutting down: draining requests");
    stopJobs();
    // Stop accepting, let in-flight requests finish (idle keep-alive sockets close now), then cut the rest.
    const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    server.closeIdleConnections();
    const drainTimeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS).unref());
    const isDrained = await Promise.race([closed, drainTimeout]);
    if (!isDrained) server.closeAllConnections();
    // Always close the database: it releases the data folder lock for the next start.
    await database.close().catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
    process.exit(isDrained ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  installCrashHandlers({ logger, beforeExit: () => database.close() });
  return server;
};
