import type { SchoolDetails } from "../../shared/api/school";
import type { BackupConfig } from "../backups/backup-config";
import type { Database, DatabaseHandle } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import type { YocoClient } from "../lib/payments/yoco-client";

/** What every scheduled job gets, and what a job is (kept apart from the list, which the scheduler must not import). */
export type JobContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  mailFrom: string;
  logger: Logger;
  siteOrigin: string;
  /** The whole handle (the backups dump it) and the backup settings; the backup jobs need both. */
  database?: DatabaseHandle;
  backups?: BackupConfig;
  /** For refunds the advertising job retries; absent where payments are not set up. */
  yoco?: YocoClient;
  /** Signs the unsubscribe links of campaign emails (the session secret). */
  unsubscribeSecret?: string;
  /** The school as configured: campaign emails end with its name and postal address. */
  school?: Pick<SchoolDetails, "name" | "postalAddress">;
};
export type Job = {
  id: string;
  schedule: string;
  /** The IANA zone the schedule is read in (default: the server's); from the context when configurable. */
  timeZone?: (context: JobContext) => string | undefined;
  run: (context: JobContext) => Promise<void>;
  /** What it does, for the admin's Jobs tab. */
  description: string;
  /** An extra run (an admin's "Run now") does no harm: only these may be started by hand. */
  safeToRunTwice: boolean;
};
