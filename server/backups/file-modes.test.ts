import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFileMailer } from "../lib/mailer";
import { createTestClock } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { retentionOfEveryKind, type BackupConfig } from "./backup-config";
import { takeBackup } from "./backup.service";
import { openScratchDatabase } from "./scratch-database";

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** A folder as an older version left it: world-readable. */
const openFolder = (path: string) => {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
  return path;
};

describe("files that hold the data are private to the app's user", () => {
  it("a new backup folder is 0700 and the backup file 0600", async () => {
    const database = await getTestDatabase();
    const dir = join(mkdtempSync(join(tmpdir(), "college-modes-")), "backups");
    const scratchDir = join(mkdtempSync(join(tmpdir(), "college-modes-")), "backup-scratch");
    const config: BackupConfig = {
      dir,
      scratchDir,
      retention: retentionOfEveryKind(14),
      mailAttach: false,
      timeZone: "Africa/Johannesburg",
    };
    const run = await takeBackup({ database, clock: createTestClock(), config, kind: "manual" });
    expect(run.status).toBe("succeeded");
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, run.fileName!))).toBe(0o600);
    expect(modeOf(scratchDir)).toBe(0o700);
    expect(modeOf(join(scratchDir, "template"))).toBe(0o700);
  });

  it("an existing world-readable backup folder and scratch folder are tightened to 0700 when used", async () => {
    const database = await getTestDatabase();
    const dir = openFolder(join(mkdtempSync(join(tmpdir(), "college-modes-")), "backups"));
    const run = await takeBackup({
      database,
      clock: createTestClock(),
      config: { dir, retention: retentionOfEveryKind(14), mailAttach: false, timeZone: "Africa/Johannesburg" },
      kind: "manual",
    });
    expect(run.status).toBe("succeeded");
    expect(modeOf(dir)).toBe(0o700);

    const scratchDir = openFolder(join(mkdtempSync(join(tmpdir(), "college-modes-")), "backup-scratch"));
    const scratch = await openScratchDatabase(scratchDir);
    try {
      expect(modeOf(scratchDir)).toBe(0o700);
      const [runFolder] = readdirSync(scratchDir).filter((name) => name.startsWith("run-"));
      expect(modeOf(join(scratchDir, runFolder!))).toBe(0o700);
    } finally {
      await scratch.dispose();
    }
  });

  it("the file mailer writes .eml files 0600 into a 0700 folder, tightening an existing one", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "college-modes-"));
    const mailer = createFileMailer(dataDir);
    await mailer.send({ from: "a@college.test", to: "b@college.test", subject: "Hello", text: "A one-time link" });
    const folder = join(dataDir, "mail");
    expect(modeOf(folder)).toBe(0o700);
    const [file] = readdirSync(folder);
    expect(modeOf(join(folder, file!))).toBe(0o600);

    const older = mkdtempSync(join(tmpdir(), "college-modes-"));
    openFolder(join(older, "mail"));
    await createFileMailer(older).send({ from: "a@college.test", to: "b@college.test", subject: "Hello", text: "Hi" });
    expect(modeOf(join(older, "mail"))).toBe(0o700);
  });
});
