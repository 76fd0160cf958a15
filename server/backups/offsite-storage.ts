import { createReadStream } from "node:fs";
import { stat, writeFile } from "node:fs/promises";
import type { OffsiteConfig } from "./backup-config";

/** The few S3 calls the off-site copies use, so the rest of the code never sees the SDK. */
export type OffsiteStorage = {
  bucket: string;
  /** The object key of a backup's encrypted file: BACKUP_S3_PREFIX then the file name. */
  keyOf: (fileName: string) => string;
  upload: (key: string, file: string) => Promise<void>;
  download: (key: string) => Promise<Buffer>;
  /** Writes the object to a new file (mode 0600; fails when it exists). */
  downloadTo: (key: string, file: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Every key under the prefix (the off-site folder's listing). */
  list: () => Promise<string[]>;
  close: () => void;
};

/**
 * A client of the bucket. The SDK is loaded only here, on first use: a server without off-site copies
 * never loads it (it is several MB of heap under the server's cap, and warns about Node 20 on load).
 */
export const createOffsiteStorage = async (config: OffsiteConfig): Promise<OffsiteStorage> => {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain (instance role, AWS_* variables, ~/.aws) is used.
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    maxAttempts: 3,
    // The SDK's default (checksums on every upload) sends a stream as aws-chunked with a trailer, which
    // several S3-compatible servers store as it came, framing and all: the read-back check found
    // exactly that against s3rver. A checksum only where the API requires one; the read-back checks.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const download = async (key: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
    if (!answer.Body) throw new Error(`The off-site object ${key} has no body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  };
  return {
    bucket: config.bucket,
    keyOf: (fileName) => `${config.prefix}${fileName}`,
    upload: async (key, file) => {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: "application/octet-stream",
        }),
      );
    },
    download,
    downloadTo: async (key, file) => writeFile(file, await download(key), { flag: "wx", mode: 0o600 }),
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    list: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix || undefined, ContinuationToken: token }),
        );
        for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    close: () => client.destroy(),
  };
};
