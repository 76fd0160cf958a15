import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";

/**
 * The encrypted file a backup mail carries (BACKUP_MAIL_ATTACH=1): AES-256-GCM under BACKUP_ATTACHMENT_KEY.
 *
 *   offset  bytes  field
 *   0       4      "CEBK" (Cape English BacKup)
 *   4       1      format version, 1
 *   5       4      key id: the first 4 bytes of SHA-256(key), to tell "wrong key" from "damaged file"
 *   9       12     IV, random for every file
 *   21      n      the dump, encrypted
 *   21+n    16     GCM authentication tag
 *
 * The 21 header bytes are authenticated too (additional data), so a changed version or key id fails like
 * a changed byte of the dump. The tag comes last so the file is written in one pass, whatever its size.
 */
const MAGIC = Buffer.from("CEBK", "ascii");
export const ATTACHMENT_FORMAT_VERSION = 1;
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + IV_BYTES;
const TAG_BYTES = 16;
export const ATTACHMENT_KEY_BYTES = 32;

export const ATTACHMENT_KEY_FORMAT =
  "must be 32 random bytes written as 64 hex digits or in base64 (make one with: openssl rand -base64 32)";
export const NOT_ENCRYPTED_BACKUP = "This is not an encrypted backup file (it does not start with CEBK)";
export const BACKUP_TAMPERED =
  "The encrypted backup was changed or damaged after it was written (its authentication tag does not match): nothing was decrypted";

export class AttachmentDecryptError extends Error {}

/** BACKUP_ATTACHMENT_KEY as its 32 bytes; undefined when it is not 64 hex digits or base64 of 32 bytes. */
export const parseAttachmentKey = (text: string): Buffer | undefined => {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  // Buffer's base64 decoder skips characters it does not know, so the shape is checked first.
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return key.length === ATTACHMENT_KEY_BYTES ? key : undefined;
};

const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest().subarray(0, KEY_ID_BYTES);

/** Encrypts `source` into a new file `target` (mode 0600; removed again if anything fails). */
export const encryptFile = async ({ source, target, key }: { source: string; target: string; key: Buffer }) => {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.of(ATTACHMENT_FORMAT_VERSION), keyIdOf(key), iv]);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  const output = await open(target, "wx", 0o600);
  try {
    await output.write(header);
    for await (const chunk of createReadStream(source)) await output.write(cipher.update(chunk as Buffer));
    await output.write(cipher.final());
    await output.write(cipher.getAuthTag());
    await output.close();
  } catch (error) {
    await output.close().catch(() => {});
    await rm(target, { force: true });
    throw error;
  }
};

/**
 * Decrypts `source` into a new file `target` (mode 0600). The plaintext is written to `target.partial`
 * and renamed only once the tag has been checked, so a changed file never leaves a decrypted part behind.
 */
export const decryptFile = async ({ source, target, key }: { source: string; target: string; key: Buffer }) => {
  if (existsSync(target)) throw new AttachmentDecryptError(`${target} already exists: move it away or choose another output file`);
  const input = await open(source, "r");
  const partial = `${target}.partial`;
  let isPartialCreated = false;
  try {
    const { size } = await input.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    await input.read(header, 0, HEADER_BYTES, 0);
    if (size < HEADER_BYTES + TAG_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new AttachmentDecryptError(NOT_ENCRYPTED_BACKUP);
    const version = header[MAGIC.length]!;
    if (version !== ATTACHMENT_FORMAT_VERSION)
      throw new AttachmentDecryptError(
        `This encrypted backup has format version ${version}; this program reads version ${ATTACHMENT_FORMAT_VERSION}`,
      );
    const fileKeyId = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_ID_BYTES).toString("hex");
    if (fileKeyId !== keyIdOf(key).toString("hex"))
      throw new AttachmentDecryptError(
        `This backup was encrypted with another key (key id ${fileKeyId}; BACKUP_ATTACHMENT_KEY has key id ${keyIdOf(key).toString("hex")})`,
      );
    const tag = Buffer.alloc(TAG_BYTES);
    await input.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv("aes-256-gcm", key, header.subarray(HEADER_BYTES - IV_BYTES));
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    const output = await open(partial, "wx", 0o600);
    isPartialCreated = true;
    try {
      if (size - TAG_BYTES > HEADER_BYTES) {
        const body = input.createReadStream({ start: HEADER_BYTES, end: size - TAG_BYTES - 1, autoClose: false });
        for await (const chunk of body) await output.write(decipher.update(chunk as Buffer));
      }
      try {
        await output.write(decipher.final());
      } catch {
        throw new AttachmentDecryptError(BACKUP_TAMPERED);
      }
    } finally {
      await output.close();
    }
    await rename(partial, target);
  } catch (error) {
    if (isPartialCreated) await rm(partial, { force: true });
    throw error;
  } finally {
    await input.close();
  }
};
