import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const startServerProcess = async (dataDir: string, port: number, extraEnv: Record<string, string> = {}) => {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "silent",
      NODE_ENV: "development",
      TRUST_PROXY: "",
      HOST: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // Up to a minute: on a busy 2-core machine a cold start (migrations, seed) can take a while.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (output.includes("College site ready")) break;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, exited, output: () => output };
};

/** A start that is expected to fail: its exit code and what it wrote to stderr. */
const runUntilExit = async (env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "server/main.ts")], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errorOutput = "";
  child.stderr.on("data", (chunk) => (errorOutput += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, errorOutput };
};

// The real process (its TypeScript entry point; `npm start` runs the same file compiled) (embedded database only: the behaviour under test is ours).
describe.skipIf(Boolean(process.env.DATABASE_URL))("the server process", () => {
  it("prints the demo admin once, answers, drains on SIGTERM with exit 0 and frees the data folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "college-process-"));
    const port = await freePort();
    const first = await startServerProcess(dataDir, port);
    expect(first.output()).toMatch(/Demo admin created\. Username: admin {2}Password: [A-Za-z0-9_-]{24}/);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    // The lock was released: a second start on the same folder works and keeps the admin (no new password).
    const second = await startServerProcess(dataDir, port);
    expect(second.output()).toContain("College site ready");
    expect(second.output()).not.toContain("Demo admin created");
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  }, 60_000);

  it("behind a proxy counted in hops: warns why at start, and listens on 127.0.0.1 only", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "college-process-"));
    const port = await freePort();
    const started = await startServerProcess(dataDir, port, { TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    try {
      expect(started.output()).toContain(`TRUST_PROXY=1 is a hop count`);
      expect(started.output()).toContain(`Anyone who reaches port ${port} directly, not through your proxy, chooses their own address`);
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
      // Another interface of this machine, when it has one: nothing listens there.
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((face) => face && !face.internal && face.family === "IPv4");
      if (outside) await expect(fetch(`http://${outside.address}:${port}/api/ready`)).rejects.toThrow();
    } finally {
      started.child.kill("SIGTERM");
      await started.exited;
    }
  }, 60_000);

  it("stops with a readable message naming a bad variable", async () => {
    const { code, errorOutput } = await runUntilExit({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(errorOutput).toContain("Invalid environment configuration:");
    expect(errorOutput).toMatch(/PORT: /);
  }, 30_000);

  it("refuses to start with an off-site bucket and no key to encrypt its copies with", async () => {
    const { code, errorOutput } = await runUntilExit({ BACKUP_S3_BUCKET: "college-offsite", BACKUP_ATTACHMENT_KEY: "" });
    expect(code).toBe(1);
    expect(errorOutput).toContain(
      "BACKUP_ATTACHMENT_KEY: is required when BACKUP_S3_BUCKET is set: off-site backups are encrypted with it (make one with: openssl rand -base64 32)",
    );
  }, 30_000);

  it("names a malformed EMBEDDED_DB_SETTINGS pair instead of starting", async () => {
    const { code, errorOutput } = await runUntilExit({ EMBEDDED_DB_SETTINGS: "shared_buffers=16MB; drop table users" });
    expect(code).toBe(1);
    expect(errorOutput).toContain(
      'EMBEDDED_DB_SETTINGS: not a name=value setting: shared_buffers=16MB; (expected "name=value name=value")',
    );
  }, 30_000);
});
