import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { backupRuns } from "../../shared/schema/operations";
import type { DatabaseHandle } from "../db/connection";
import type { Logger } from "../lib/logger";
import { encryptFile } from "./attachment-crypto";
import type { BackupConfig } from "./backup-config";
import { createOffsiteStorage } from "./offsite-storage";
import { redactConnectionStrings, redactError } from "./redact";

export const OFFSITE_KEY_MISSING = "Off-site copies need BACKUP_ATTACHMENT_KEY: nothing leaves the machine unencrypted";

/** The suffix of an off-site object: the dump encrypted with BACKUP_ATTACHMENT_KEY (attachment-crypto.ts). */
export const OFFSITE_SUFFIX = ".enc";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Writes the encrypted copy of a stored backup to the off-site bucket, reads it back and checks its
 * sha256, and records the key, status and verification on the run. Never throws: a failed upload is
 * recorded (and logged, redacted) and the local backup stays as it is.
 */
export const copyOffsite = async ({
  database,
  config,
  runId,
  filePath,
  fileName,
  logger,
}: {
  database: DatabaseHandle;
  config: BackupConfig;
  runId: number;
  filePath: string;
  fileName: string;
  logger?: Logger;
}) => {
  if (!config.offsite) return;
  const storage = await createOffsiteStorage(config.offsite);
  const key = storage.keyOf(`${fileName}${OFFSITE_SUFFIX}`);
  const record = (values: Partial<typeof backupRuns.$inferInsert>) =>
    database.db.update(backupRuns).set(values).where(eq(backupRuns.id, runId));
  await record({ offsiteKey: key, offsiteStatus: "uploading", offsiteVerification: null, offsiteError: null });
  // A private folder of its own: the encrypted file is only a step on the way to the bucket.
  const folder = await mkdtemp(join(tmpdir(), "college-offsite-"));
  try {
    if (!config.attachmentKey) throw new Error(OFFSITE_KEY_MISSING);
    const encrypted = join(folder, `${fileName}${OFFSITE_SUFFIX}`);
    await encryptFile({ source: filePath, target: encrypted, key: config.attachmentKey });
    const uploaded = sha256(await readFile(encrypted));
    await storage.upload(key, encrypted);
    // What is verified is what the bucket holds: the object as read back, byte for byte.
    const stored = sha256(await storage.download(key));
    const verification = stored === uploaded ? "verified" : `the object read back has sha256 ${stored}, not ${uploaded}`;
    await record({ offsiteStatus: verification === "verified" ? "succeeded" : "failed", offsiteVerification: verification });
    if (verification !== "verified") logger?.error({ runId, key }, "off-site backup copy could not be verified");
  } catch (error) {
    const message = redactConnectionStrings(error instanceof Error ? error.message : String(error)).slice(0, 2_000);
    logger?.error({ err: redactError(error), runId, key }, "off-site backup copy failed");
    await record({ offsiteStatus: "failed", offsiteError: message }).catch(() => {});
  } finally {
    storage.close();
    await rm(folder, { recursive: true, force: true });
  }
};
