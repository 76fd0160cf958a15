import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../../scripts/node-flags.mjs";
import { E2E_ADMIN, E2E_SCHOOL } from "./support";

const PORT = Number(process.env.E2E_PORT ?? 5055);
// A second app, its own port and embedded database, for specs the others must not feel: journeys over several
// days (`*.days.spec.ts`) move its clock forward, and the video advertiser's approved pop-up would open over
// every other spec's home page. Its specs run one at a time.
const DAYS_PORT = PORT + 10;
const OWN_APP_SPECS = ["*.days.spec.ts", "advertising-video.spec.ts"];
// One fresh data folder per run and app, shared with the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "college-e2e-"));
process.env.E2E_DAYS_DATA_DIR ??= mkdtempSync(join(tmpdir(), "college-e2e-days-"));

const appEnvironment = (port: number) => ({
  PORT: String(port),
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: "warn",
  // Every spec registers its own students from this one address.
  REGISTRATIONS_PER_HOUR: "1000",
  // The address the browser uses: payment return addresses are built from it, never from a request.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: "test",
  // The school's own details, distinctive so that school-details.spec.ts sees them on the pages that print them.
  SCHOOL_POSTAL_ADDRESS: E2E_SCHOOL.postalAddress,
  SCHOOL_CONTACT_EMAIL: E2E_SCHOOL.contactEmail,
  SCHOOL_PHONE: E2E_SCHOOL.phone,
  SCHOOL_REGISTRATION_NUMBER: E2E_SCHOOL.registrationNumber,
  SCHOOL_SUPPORT_HOURS: E2E_SCHOOL.supportHours,
  SCHOOL_SUPPORT_TIME_ZONE: E2E_SCHOOL.supportTimeZone,
});

const SERVER_COMMAND = ["node", ...SERVER_NODE_FLAGS, "scripts/start.mjs"].join(" ");
const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  testDir: fileURLToPath(new URL(".", import.meta.url)),
  testMatch: "*.spec.ts",
  outputDir: fileURLToPath(new URL("../../test-results", import.meta.url)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: OWN_APP_SPECS, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "own-app",
      testMatch: OWN_APP_SPECS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${DAYS_PORT}` },
    },
  ],
  // Started one after the other (the first builds dist/ if it is stale; the second finds it fresh).
  webServer: [
    {
      // npm start: builds the server and client if stale, migrates, seeds and serves the compiled app, as users get it.
      command: SERVER_COMMAND,
      cwd: PROJECT_ROOT,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        ...appEnvironment(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Set by .ci/run: the app then runs on that PostgreSQL and specs can read its rows.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      },
    },
    {
      command: SERVER_COMMAND,
      cwd: PROJECT_ROOT,
      url: `http://127.0.0.1:${DAYS_PORT}/api/ready`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: { ...appEnvironment(DAYS_PORT), DATA_DIR: process.env.E2E_DAYS_DATA_DIR, DATABASE_URL: "", TEST_CLOCK_CONTROL: "true" },
    },
  ],
});
