import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { TakeBackupResponse } from "../../shared/api/backups";
import { advertisements } from "../../shared/schema/ads";
import { mailOutbox } from "../../shared/schema/operations";
import { parseEnv } from "../env";
import { createMemoryMailer } from "../lib/mailer";
import { deliverDueMail } from "../lib/outbox";
import { createTestApp, createTestClock, post, signInAdmin } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { ATTACHMENT_KEY_FORMAT, BACKUP_TAMPERED, decryptFile, encryptFile, NOT_ENCRYPTED_BACKUP } from "./attachment-crypto";
import { retentionOfEveryKind, type BackupConfig } from "./backup-config";
import { queueBackupMail } from "./backup-mail";
import { takeBackup } from "./backup.service";

// A dump, its verification and a restore of the whole curriculum take 10 s on a quiet 2-core runner and twice that
// on a loaded one: room beyond the suite's 20 s.
const BACKUP_TEST_TIMEOUT = 60_000;

const root = fileURLToPath(new URL("../..", import.meta.url));
const KEY = Buffer.alloc(32, 7);
const CAMPAIGN_TOKEN = "campaign-token-9f8e7d6c5b4a3928";

const backupConfig = (overrides: Partial<BackupConfig> = {}): BackupConfig => ({
  dir: mkdtempSync(join(tmpdir(), "college-backups-")),
  retention: retentionOfEveryKind(14),
  mailAttach: true,
  attachmentKey: KEY,
  timeZone: "Africa/Johannesburg",
  ...overrides,
});

const scratchFile = (name: string, content: string | Buffer) => {
  const path = join(mkdtempSync(join(tmpdir(), "college-attachment-")), name);
  writeFileSync(path, content);
  return path;
};

describe("a mailed backup (BACKUP_MAIL_ATTACH=1)", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  it("carries only the encrypted file, which decrypts with the key to the exact dump", async () => {
    const backups = backupConfig();
    const testApp = await createTestApp({ config: { backups } });
    const admin = await signInAdmin(testApp);
    await testApp.db.insert(advertisements).values({
      companyName: "Sunrise Books",
      title: "Books",
      description: "Books for learners",
      linkUrl: "https://sunrise.example",
      placementArea: "homepage_banner",
      advertiserEmail: "ads@sunrise.example",
      campaignToken: CAMPAIGN_TOKEN,
    });
    const { run } = (await post(admin, "/api/admin/backup/emergency", { reason: "Server move" })).body as TakeBackupResponse;
    const dumpPath = join(backups.dir, run.fileName!);
    const dump = readFileSync(dumpPath);
    // The dump itself holds what must not travel in clear: hashes, tokens, SQL.
    expect(dump.toString()).toContain("$argon2");
    expect(dump.toString()).toContain(CAMPAIGN_TOKEN);

    const [mail] = await testApp.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ attachmentName: `${run.fileName}.enc`, attachmentPath: `${dumpPath}.enc` });
    expect(mail!.textBody).toContain(`The file is attached encrypted (AES-256-GCM with BACKUP_ATTACHMENT_KEY) as ${run.fileName}.enc.`);
    expect(mail!.textBody).toContain(`BACKUP_ATTACHMENT_KEY=<the key> npm run backup:decrypt -- ${run.fileName}.enc`);

    const mailer = createMemoryMailer();
    await deliverDueMail({
      db: testApp.db,
      mailer,
      clock: testApp.clock,
      from: "College <no-reply@college.test>",
    });
    expect(mailer.sent[0]!.attachments).toEqual([{ filename: `${run.fileName}.enc`, path: `${dumpPath}.enc` }]);
    const attached = readFileSync(`${dumpPath}.enc`);
    expect(statSync(`${dumpPath}.enc`).mode & 0o777).toBe(0o600);
    expect(attached.subarray(0, 5)).toEqual(Buffer.from([0x43, 0x45, 0x42, 0x4b, 1]));
    expect(attached.length).toBe(dump.length + 21 + 16);
    const text = attached.toString("latin1");
    for (const plaintext of ["$argon2", CAMPAIGN_TOKEN, "CREATE TABLE", "INSERT INTO", "ads@sunrise.example", "SET "])
      expect(text).not.toContain(plaintext);

    const decrypted = join(mkdtempSync(join(tmpdir(), "college-decrypted-")), "backup.sql");
    await decryptFile({ source: `${dumpPath}.enc`, target: decrypted, key: KEY });
    expect(Buffer.compare(readFileSync(decrypted), dump)).toBe(0);
    expect(statSync(decrypted).mode & 0o777).toBe(0o600);
  });

  it("without a key carries the report only and says why", async () => {
    const database = await getTestDatabase();
    const config = backupConfig({ attachmentKey: undefined, email: "ops@college.test" });
    const clock = createTestClock();
    const run = await takeBackup({ database, clock, config, kind: "weekly" });
    expect(run.status).toBe("succeeded");
    await queueBackupMail({ db: database.db, clock, config, run });
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ attachmentName: null, attachmentPath: null });
    expect(mail!.textBody).toContain(
      "The file is not attached: BACKUP_MAIL_ATTACH=1 but BACKUP_ATTACHMENT_KEY is not set, and a backup is only mailed encrypted.",
    );
    expect(readdirSync(config.dir)).toEqual([run.fileName]);
  });

  it("retention removes the encrypted copy with its backup", async () => {
    const database = await getTestDatabase();
    const config = backupConfig({ retention: retentionOfEveryKind(1), email: "ops@college.test" });
    const clock = createTestClock();
    const first = await takeBackup({ database, clock, config, kind: "daily" });
    await queueBackupMail({ db: database.db, clock, config, run: first });
    expect(readdirSync(config.dir).sort()).toEqual([first.fileName, `${first.fileName}.enc`]);
    clock.advance(60_000);
    const second = await takeBackup({ database, clock, config, kind: "daily" });
    expect(readdirSync(config.dir)).toEqual([second.fileName]);
  });
});

describe("an encrypted backup file", { timeout: BACKUP_TEST_TIMEOUT }, () => {
  const encrypted = async (content = "CREATE TABLE public.t (id integer);\n") => {
    const source = scratchFile("backup.sql", content);
    await encryptFile({ source, target: `${source}.enc`, key: KEY });
    return `${source}.enc`;
  };

  it("that was changed fails to decrypt with a clear message and leaves no output", async () => {
    const source = await encrypted();
    const bytes = readFileSync(source);
    bytes[30]! ^= 1;
    writeFileSync(source, bytes);
    const target = join(mkdtempSync(join(tmpdir(), "college-decrypted-")), "backup.sql");
    await expect(decryptFile({ source, target, key: KEY })).rejects.toThrow(BACKUP_TAMPERED);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it("names a wrong key, a newer format and a file that is not one", async () => {
    const source = await encrypted();
    const target = join(mkdtempSync(join(tmpdir(), "college-decrypted-")), "backup.sql");
    await expect(decryptFile({ source, target, key: Buffer.alloc(32, 8) })).rejects.toThrow(/^This backup was encrypted with another key/);
    const bytes = readFileSync(source);
    bytes[4] = 2;
    writeFileSync(source, bytes);
    await expect(decryptFile({ source, target, key: KEY })).rejects.toThrow(
      "This encrypted backup has format version 2; this program reads version 1",
    );
    const plain = scratchFile("backup.sql", "CREATE TABLE public.t (id integer);\n".repeat(3));
    await expect(decryptFile({ source: plain, target, key: KEY })).rejects.toThrow(NOT_ENCRYPTED_BACKUP);
    expect(existsSync(target)).toBe(false);
  });

  it("is decrypted by npm run backup:decrypt with the key from the environment, never over an existing file", async () => {
    const source = await encrypted("SELECT 1;\n");
    const out = join(mkdtempSync(join(tmpdir(), "college-decrypted-")), "restored.sql");
    const decrypt = (key: string, ...options: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", join(root, "server/scripts/decrypt-backup.ts"), source, ...options], {
        cwd: root,
        env: { ...process.env, BACKUP_ATTACHMENT_KEY: key },
      });
    await expect(decrypt("not-a-key", "--out", out)).rejects.toMatchObject({
      code: 1,
      stderr: `BACKUP_ATTACHMENT_KEY ${ATTACHMENT_KEY_FORMAT}\n`,
    });
    // The default output is the name without .enc, here the plain file it was made from.
    await expect(decrypt(KEY.toString("base64"))).rejects.toMatchObject({
      code: 1,
      stderr: `${source.slice(0, -4)} already exists: move it away or choose another output file\n`,
    });
    const { stdout } = await decrypt(KEY.toString("base64"), "--out", out);
    expect(stdout).toBe(`Decrypted ${source} into ${out}.\n`);
    expect(readFileSync(out, "utf8")).toBe("SELECT 1;\n");
  });
});

describe("BACKUP_ATTACHMENT_KEY", () => {
  it("is 32 bytes in hex or base64, and required by BACKUP_MAIL_ATTACH=1", () => {
    expect(parseEnv({ BACKUP_ATTACHMENT_KEY: KEY.toString("hex") }).BACKUP_ATTACHMENT_KEY).toEqual(KEY);
    expect(parseEnv({ BACKUP_ATTACHMENT_KEY: KEY.toString("base64") }).BACKUP_ATTACHMENT_KEY).toEqual(KEY);
    expect(parseEnv({}).BACKUP_ATTACHMENT_KEY).toBeUndefined();
    expect(() => parseEnv({ BACKUP_ATTACHMENT_KEY: Buffer.alloc(16).toString("base64") })).toThrow(
      `BACKUP_ATTACHMENT_KEY: ${ATTACHMENT_KEY_FORMAT}`,
    );
    expect(() => parseEnv({ BACKUP_MAIL_ATTACH: "1" })).toThrow(
      "BACKUP_ATTACHMENT_KEY: is required when BACKUP_MAIL_ATTACH=1: mailed backups are encrypted with it (make one with: openssl rand -base64 32)",
    );
    expect(parseEnv({ BACKUP_MAIL_ATTACH: "1", BACKUP_ATTACHMENT_KEY: KEY.toString("hex") })).toMatchObject({ BACKUP_MAIL_ATTACH: true });
  });
});
