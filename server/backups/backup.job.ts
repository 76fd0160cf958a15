import type { DatabaseHandle } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { Logger } from "../lib/logger";
import type { BackupConfig } from "./backup-config";
import { queueBackupMail } from "./backup-mail";
import { takeBackup } from "./backup.service";
import { redactConnectionStrings } from "./redact";

/**
 * The scheduled daily (09:00) and weekly (Sunday 10:00) backups: take one, queue the report or notice.
 * A failed backup is mailed too and then thrown, so job_runs records the failure.
 */
export const runScheduledBackup = async ({
  database,
  clock,
  config,
  kind,
  logger,
  onMailQueued,
}: {
  database: DatabaseHandle;
  clock: Clock;
  config: BackupConfig;
  kind: "daily" | "weekly";
  logger?: Logger;
  onMailQueued?: () => void;
}) => {
  const run = await takeBackup({ database, clock, config, kind, logger });
  if (await queueBackupMail({ db: database.db, clock, config, run })) onMailQueued?.();
  if (run.status !== "succeeded")
    throw new Error(redactConnectionStrings(`The ${kind} backup failed: ${run.error ?? run.verification ?? "unknown error"}`));
  return run;
};
