import type { SchoolDetails } from "../shared/api/school";
import type { BackupConfig } from "./backups/backup-config";
import type { DatabaseHandle } from "./db/connection";
import type { AdjustableClock, Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { YocoClient } from "./lib/payments/yoco-client";
import type { ReadCache } from "./lib/read-cache";

// What createApp needs, in a module of its own: routers depend on these types, never on app.ts itself
// (which imports every router).

export type AppConfig = {
  isProduction: boolean;
  sessionSecret: string;
  /** Signs unsubscribe links (current) and checks them (every key that signed links already sent). */
  unsubscribeKeys: { current: string; accepted: readonly string[] };
  /** PUBLIC_URL as configured, e.g. https://college.example: the Origin check and https cookies. */
  publicUrl?: string;
  /**
   * The origin people reach the site at (PUBLIC_URL's, or http://localhost:PORT): every link and payment
   * return address is built from it, never from a request's Host header.
   */
  siteOrigin: string;
  trustProxy: boolean | number | string;
  /** Accounts one address may register in an hour (a school lab registers a class from one address). */
  registrationsPerAddressPerHour: number;
  /** Where public-form notifications go. */
  schoolInboxEmail: string;
  /** The From header of every mail. */
  mailFrom: string;
  /** Mount the built-in Yoco sandbox at /__yoco-sandbox (no real Yoco key configured). */
  paymentsSandbox?: {
    secretKey: string;
    webhookSecret: string;
    /** Where this server reaches itself (http://127.0.0.1:PORT): the sandbox delivers webhooks there. */
    selfOrigin: string;
  };
  /** BACKUP_* (server/backups/backup-config.ts); absent: the defaults under ./data. */
  backups?: BackupConfig;
  /** The built SPA (dist/client); when missing, only the API is served. */
  clientDistDir?: string;
  /** The school's details (SCHOOL_* variables): terms, privacy, receipts and mail footers name it. */
  school: SchoolDetails;
  /** SCHOOL_FIGURES_MINIMUM: a public count of people below it is not published (GET /api/school/figures). */
  figuresMinimum: number;
  /** TEST_CLOCK_CONTROL (NODE_ENV=test only): POST /api/test-clock advances this clock. */
  testClock?: AdjustableClock;
};

/** Every outside effect reaches the services through here, so tests swap in doubles of the outside world. */
export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  payments: { yoco: YocoClient; webhookSecret: string };
  /** In-memory cache of public reads; writes invalidate it (see lib/read-cache.ts). */
  cache: ReadCache;
  /** Called after a mail is queued, so delivery starts now instead of at the next scheduled run. */
  onMailQueued: () => void;
  /** Flipped by the server on SIGTERM so that /api/ready answers 503 while requests drain. */
  lifecycle: { isShuttingDown: boolean };
};
