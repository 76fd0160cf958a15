import { Router } from "express";
import { emergencyBackupSchema, type BackupKind, type TakeBackupResponse } from "../../shared/api/backups";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { defaultBackupConfig } from "./backup-config";
import { queueBackupMail } from "./backup-mail";
import { BACKUP_NOT_FOUND, getBackupFile, listBackupRuns, takeBackup } from "./backup.service";
import { exportAllData } from "./json-export";
import { redactConnectionStrings } from "./redact";
import { createSqlDump } from "./sql-dump";

const FAILURE_MESSAGES: Record<BackupKind, string> = {
  daily: "Failed to send daily backup report",
  weekly: "Failed to send weekly backup",
  manual: "Failed to take the backup",
  emergency: "Failed to send emergency backup",
};

// Backups (admins): take one now (with its mail), list the runs, download a stored file, the JSON export
// and a fresh SQL dump.
export const createBackupsRouter = ({ config, database, clock, logger, onMailQueued }: AppDependencies) => {
  const router = Router();
  const backups = config.backups ?? defaultBackupConfig();
  const today = () => clock.now().toISOString().slice(0, 10);

  /** Takes the backup and queues its mail (also when it failed: the admins must hear of that too). */
  const backupAndMail = async (kind: BackupKind, requestedBy: number, reason?: string): Promise<TakeBackupResponse> => {
    const run = await takeBackup({ database, clock, config: backups, kind, reason, requestedBy, logger });
    const mailTo = await queueBackupMail({ db: database.db, clock, config: backups, run });
    if (mailTo) onMailQueued();
    if (run.status !== "succeeded")
      throw new AppError(
        "internal",
        redactConnectionStrings(`${FAILURE_MESSAGES[kind]}: ${run.error ?? run.verification ?? "unknown error"}`),
      );
    return { run, mailQueued: mailTo !== null, mailTo };
  };

  router.post("/admin/backup/send-daily", requireAdmin, async (req, res) => {
    res.json(await backupAndMail("daily", currentUser(req).id));
  });

  router.post("/admin/backup/send-weekly", requireAdmin, async (req, res) => {
    res.json(await backupAndMail("weekly", currentUser(req).id));
  });

  router.post("/admin/backup/emergency", requireAdmin, async (req, res) => {
    const { reason } = validate(emergencyBackupSchema, req.body);
    res.json(await backupAndMail("emergency", currentUser(req).id, reason));
  });

  router.get("/admin/backup/all-data", requireAdmin, async (_req, res) => {
    const data = await exportAllData({ database, now: clock.now() });
    res.attachment(`college-backup-${today()}.json`);
    res.type("application/json").send(JSON.stringify(data, null, 2));
  });

  router.get("/admin/backup/sql", requireAdmin, async (_req, res) => {
    const dump = await createSqlDump(database);
    res.attachment(`college-backup-${today()}.sql`);
    res.type("application/sql").send(dump.sql);
  });

  router.get("/admin/backup/runs", requireAdmin, async (_req, res) => {
    res.json(await listBackupRuns({ database, config: backups }));
  });

  router.get("/admin/backup/runs/:id/download", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, BACKUP_NOT_FOUND);
    const file = await getBackupFile({ database, config: backups, id });
    res.type("application/sql");
    res.attachment(file.fileName);
    await new Promise<void>((resolve, reject) =>
      res.sendFile(file.path, { dotfiles: "deny" }, (error) => (error ? reject(error) : resolve())),
    );
  });

  return router;
};
