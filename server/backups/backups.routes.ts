import { Router, type Request } from "express";
import { emergencyBackupSchema, type BackupKind } from "../../shared/api/backups";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { defaultBackupConfig } from "./backup-config";
import { BACKUP_NOT_FOUND, getBackupFile, listBackupRuns } from "./backup.service";
import { exportAllData } from "./json-export";
import { recordBackupDownload, takeBackupByHand } from "./manual-backup.service";
import { createSqlDump } from "./sql-dump";

// Backups (admins): take one now (with its mail), list the runs, download a stored file, the JSON export
// and a fresh SQL dump. Each backup taken and each download is in the audit log.
export const createBackupsRouter = ({ config, database, clock, logger, onMailQueued }: AppDependencies) => {
  const router = Router();
  const backups = config.backups ?? defaultBackupConfig();
  const today = () => clock.now().toISOString().slice(0, 10);
  const byHand = (req: Request, kind: BackupKind, reason?: string) =>
    takeBackupByHand({ database, clock, config: backups, logger, actor: currentUser(req), kind, reason, onMailQueued });
  const recordDownload = (req: Request, what: "sql" | "all-data" | number, fileName: string) =>
    recordBackupDownload({ database, actor: currentUser(req), now: clock.now(), what, fileName });

  router.post("/admin/backup/send-daily", requireAdmin, async (req, res) => {
    res.json(await byHand(req, "daily"));
  });

  router.post("/admin/backup/send-weekly", requireAdmin, async (req, res) => {
    res.json(await byHand(req, "weekly"));
  });

  router.post("/admin/backup/emergency", requireAdmin, async (req, res) => {
    const { reason } = validate(emergencyBackupSchema, req.body);
    res.json(await byHand(req, "emergency", reason));
  });

  router.get("/admin/backup/all-data", requireAdmin, async (req, res) => {
    const data = await exportAllData({ database, now: clock.now() });
    const fileName = `college-backup-${today()}.json`;
    await recordDownload(req, "all-data", fileName);
    res.attachment(fileName);
    res.type("application/json").send(JSON.stringify(data, null, 2));
  });

  router.get("/admin/backup/sql", requireAdmin, async (req, res) => {
    const dump = await createSqlDump(database);
    const fileName = `college-backup-${today()}.sql`;
    await recordDownload(req, "sql", fileName);
    res.attachment(fileName);
    res.type("application/sql").send(dump.sql);
  });

  router.get("/admin/backup/runs", requireAdmin, async (_req, res) => {
    res.json(await listBackupRuns({ database, config: backups }));
  });

  router.get("/admin/backup/runs/:id/download", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, BACKUP_NOT_FOUND);
    const file = await getBackupFile({ database, config: backups, id });
    await recordDownload(req, id, file.fileName);
    res.type("application/sql");
    res.attachment(file.fileName);
    await new Promise<void>((resolve, reject) =>
      res.sendFile(file.path, { dotfiles: "deny" }, (error) => (error ? reject(error) : resolve())),
    );
  });

  return router;
};
