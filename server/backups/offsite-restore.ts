import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decryptFile } from "./attachment-crypto";
import type { OffsiteConfig } from "./backup-config";
import { createOffsiteStorage } from "./offsite-storage";

export const OFFSITE_NOT_CONFIGURED = "Off-site copies are not configured: set BACKUP_S3_BUCKET (and its BACKUP_S3_* settings)";
export const OFFSITE_RESTORE_NEEDS_KEY = "Reading an off-site backup needs BACKUP_ATTACHMENT_KEY, the key it was encrypted with";

/**
 * An off-site backup as given on the command line: an object key in BACKUP_S3_BUCKET
 * (`college/college-backup-daily-....sql.enc`) or a whole `s3://bucket/key`, whose bucket wins.
 */
export const parseOffsiteLocation = (text: string, configuredBucket: string) => {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(text.trim());
  if (match) return { bucket: match[1]!, key: match[2]! };
  if (text.trim().startsWith("s3://")) throw new Error(`Not an off-site backup address: ${text} (write s3://BUCKET/KEY)`);
  return { bucket: configuredBucket, key: text.trim().replace(/^\/+/, "") };
};

/**
 * Downloads an off-site copy, checks and decrypts it (attachment-crypto.ts: a changed object or the
 * wrong key is refused before anything is loaded) and returns the SQL dump. The decrypted file only
 * ever sits in a private temporary folder, removed again.
 */
export const readOffsiteBackup = async ({
  offsite,
  location,
  attachmentKey,
}: {
  offsite: OffsiteConfig | undefined;
  location: string;
  attachmentKey: Buffer | undefined;
}) => {
  if (!offsite) throw new Error(OFFSITE_NOT_CONFIGURED);
  if (!attachmentKey) throw new Error(OFFSITE_RESTORE_NEEDS_KEY);
  const { bucket, key } = parseOffsiteLocation(location, offsite.bucket);
  const storage = await createOffsiteStorage({ ...offsite, bucket });
  const folder = await mkdtemp(join(tmpdir(), "college-offsite-restore-"));
  try {
    const encrypted = join(folder, "backup.sql.enc");
    await storage.downloadTo(key, encrypted);
    const plain = join(folder, "backup.sql");
    await decryptFile({ source: encrypted, target: plain, key: attachmentKey });
    return await readFile(plain, "utf8");
  } finally {
    storage.close();
    await rm(folder, { recursive: true, force: true });
  }
};
