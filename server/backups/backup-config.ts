import { resolve } from "node:path";

/** Where backups are written and who hears about them (BACKUP_* in the environment). */
export type BackupConfig = {
  /** BACKUP_DIR (default DATA_DIR/backups). */
  dir: string;
  /** BACKUP_RETENTION: how many backup files are kept (the newest). */
  retention: number;
  /** BACKUP_EMAIL; without it the first admin's email. */
  email?: string;
  /** BACKUP_MAIL_ATTACH=1: the report and notices carry the backup file as an attachment, encrypted. */
  mailAttach: boolean;
  /**
   * BACKUP_ATTACHMENT_KEY (32 bytes): the AES-256-GCM key of that attachment (attachment-crypto.ts). A
   * dump holds password hashes and tokens, so without a key nothing is attached (env.ts also refuses to
   * start with BACKUP_MAIL_ATTACH=1 and no key).
   */
  attachmentKey?: Buffer;
  /** BACKUP_TIME_ZONE: the zone of the 09:00 daily and Sunday 10:00 weekly runs. */
  timeZone: string;
  /**
   * DATA_DIR/backup-scratch: where verification keeps an empty database to copy (cheaper to open than a
   * new in-memory one). Without it, verification uses an in-memory database.
   */
  scratchDir?: string;
};

export const DEFAULT_BACKUP_RETENTION = 14;
export const DEFAULT_BACKUP_TIME_ZONE = "Africa/Johannesburg";

/** The configuration of an app whose config has none (tests, older wiring): the defaults under ./data. */
export const defaultBackupConfig = (dataDir = "./data"): BackupConfig => ({
  dir: resolve(dataDir, "backups"),
  retention: DEFAULT_BACKUP_RETENTION,
  mailAttach: false,
  timeZone: DEFAULT_BACKUP_TIME_ZONE,
});
