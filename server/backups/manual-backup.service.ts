import type { BackupKind, TakeBackupResponse } from "../../shared/api/backups";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { DatabaseHandle } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { BackupConfig } from "./backup-config";
import { queueBackupMail } from "./backup-mail";
import { takeBackup } from "./backup.service";
import { redactConnectionStrings } from "./redact";

const FAILURE_MESSAGES: Record<BackupKind, string> = {
  daily: "Failed to send daily backup report",
  weekly: "Failed to send weekly backup",
  manual: "Failed to take the backup",
  emergency: "Failed to send emergency backup",
};

/**
 * A backup an admin starts from the Backups tab: taken, its mail queued (also when it failed: the admins
 * must hear of that too), and recorded in the audit log whatever its outcome, since the file holds every
 * password hash and token. A failed run then answers the failure.
 */
export const takeBackupByHand = async ({
  database,
  clock,
  config,
  logger,
  actor,
  kind,
  reason,
  onMailQueued,
}: {
  database: DatabaseHandle;
  clock: Clock;
  config: BackupConfig;
  logger: Logger;
  actor: AuditActor;
  kind: BackupKind;
  reason?: string;
  onMailQueued: () => void;
}): Promise<TakeBackupResponse> => {
  const run = await takeBackup({ database, clock, config, kind, reason, requestedBy: actor.id, logger });
  const mailTo = await queueBackupMail({ db: database.db, clock, config, run });
  if (mailTo) onMailQueued();
  await recordAdminAction(database.db, actor, {
    now: clock.now(),
    action: "backup.run",
    targetType: "backup",
    targetId: run.id,
    // "an emergency backup", "a daily backup": the only kind that starts with a vowel sound.
    summary: `Took ${kind === "emergency" ? "an" : "a"} ${kind} backup by hand: ${run.status}${reason ? ` (reason: ${reason})` : ""}`,
    after: { kind, status: run.status, fileName: run.fileName, reason: reason ?? null, mailedTo: mailTo },
  });
  if (run.status !== "succeeded")
    throw new AppError(
      "internal",
      redactConnectionStrings(`${FAILURE_MESSAGES[kind]}: ${run.error ?? run.verification ?? "unknown error"}`),
    );
  return { run, mailQueued: mailTo !== null, mailTo };
};

/**
 * A download of everything (a fresh SQL dump, the JSON export, a stored backup file) is recorded: it
 * hands over every account's data, and with the SQL every password hash. No transaction: nothing changes.
 */
export const recordBackupDownload = ({
  database,
  actor,
  now,
  what,
  fileName,
}: {
  database: DatabaseHandle;
  actor: AuditActor;
  now: Date;
  what: "sql" | "all-data" | number;
  fileName: string;
}) =>
  recordAdminAction(database.db, actor, {
    now,
    action: "backup.download",
    targetType: "backup",
    targetId: what,
    summary:
      what === "sql"
        ? `Downloaded a fresh SQL dump (${fileName})`
        : what === "all-data"
          ? `Downloaded the JSON export of all data (${fileName})`
          : `Downloaded the stored backup ${fileName}`,
    after: { fileName },
  });
