import { resolve } from "node:path";
import type { BackupKind } from "../../shared/api/backups";

/** How many backup files of each kind are kept (the newest of that kind), locally and off-site. */
export type BackupRetention = Record<BackupKind, number>;

/**
 * BACKUP_S3_*: the S3-compatible bucket every backup is also written to, encrypted with the attachment
 * key (env.ts refuses a bucket without BACKUP_ATTACHMENT_KEY: a dump holds password hashes and tokens).
 */
export type OffsiteConfig = {
  bucket: string;
  /** BACKUP_S3_ENDPOINT: for S3-compatible services that are not AWS (MinIO, Backblaze B2, R2...). */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** BACKUP_S3_PREFIX: the "folder" of the objects, e.g. "college/" (empty: the bucket's root). */
  prefix: string;
  /** BACKUP_S3_FORCE_PATH_STYLE=1: bucket in the path, as most self-hosted S3 servers need. */
  forcePathStyle: boolean;
};

/** Where backups are written and who hears about them (BACKUP_* in the environment). */
export type BackupConfig = {
  /** BACKUP_DIR (default DATA_DIR/backups). */
  dir: string;
  /**
   * BACKUP_RETENTION_DAILY, _WEEKLY, _MANUAL, _EMERGENCY: how many files of each kind are kept (the
   * newest), locally and off-site. BACKUP_RETENTION (deprecated) is the fallback for every kind.
   */
  retention: BackupRetention;
  /** Off-site copies (BACKUP_S3_*); none when no bucket is configured. */
  offsite?: OffsiteConfig;
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

/** The defaults per kind: a week of dailies, five weeklies, and ten of those taken by hand. */
export const DEFAULT_BACKUP_RETENTION: BackupRetention = { daily: 7, weekly: 5, manual: 10, emergency: 10 };

/** The same count for every kind (BACKUP_RETENTION, the deprecated single setting; tests). */
export const retentionOfEveryKind = (count: number): BackupRetention => ({
  daily: count,
  weekly: count,
  manual: count,
  emergency: count,
});
export const DEFAULT_BACKUP_TIME_ZONE = "Africa/Johannesburg";

/** The configuration of an app whose config has none (tests, older wiring): the defaults under ./data. */
export const defaultBackupConfig = (dataDir = "./data"): BackupConfig => ({
  dir: resolve(dataDir, "backups"),
  retention: { ...DEFAULT_BACKUP_RETENTION },
  mailAttach: false,
  timeZone: DEFAULT_BACKUP_TIME_ZONE,
});

/**
 * The count of each kind: its own BACKUP_RETENTION_<KIND>, else the deprecated BACKUP_RETENTION (one
 * count for every kind, as before), else the default.
 */
export const resolveRetention = (counts: Partial<BackupRetention>, deprecatedForEveryKind: number | undefined): BackupRetention => {
  const countOf = (kind: BackupKind) => counts[kind] ?? deprecatedForEveryKind ?? DEFAULT_BACKUP_RETENTION[kind];
  return { daily: countOf("daily"), weekly: countOf("weekly"), manual: countOf("manual"), emergency: countOf("emergency") };
};

/** Off-site copies as configured: none without a bucket; the prefix always ends with "/" when set. */
export const resolveOffsite = (env: {
  BACKUP_S3_BUCKET?: string;
  BACKUP_S3_ENDPOINT?: string;
  BACKUP_S3_REGION: string;
  BACKUP_S3_ACCESS_KEY_ID?: string;
  BACKUP_S3_SECRET_ACCESS_KEY?: string;
  BACKUP_S3_PREFIX?: string;
  BACKUP_S3_FORCE_PATH_STYLE: boolean;
}): OffsiteConfig | undefined => {
  if (!env.BACKUP_S3_BUCKET) return undefined;
  const prefix = (env.BACKUP_S3_PREFIX ?? "").replace(/^\/+/, "");
  return {
    bucket: env.BACKUP_S3_BUCKET,
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE,
  };
};
