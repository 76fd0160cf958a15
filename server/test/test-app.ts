import express from "express";
import supertest from "supertest";
import { scanResponsesForSecrets } from "./secret-scanner";
import { createApp, type AppConfig } from "../app";
import { createOrPromoteAdmin } from "../auth/admin-account.service";
import type { Clock } from "../lib/clock";
import { silentLogger, type Logger } from "../lib/logger";
import { createReadCache } from "../lib/read-cache";
import { createMemoryMailer } from "../lib/mailer";
import { PaymentProviderError, type YocoClient } from "../lib/payments/yoco-client";
import type { DatabaseHandle } from "../db/connection";
import { getTestDatabase } from "./test-database";

export type TestClock = Clock & { advance: (ms: number) => void; set: (date: Date) => void };

/** A clock the test moves by hand. */
export const createTestClock = (start = new Date("2026-11-21T10:00:00Z")) => {
  let now = start.getTime();
  const clock: TestClock = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
};

/** A webhook secret for tests (whsec_ + base64 of 24 bytes). */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("college-test-webhook-secret-24b").toString("base64")}`;

/** A Yoco client that always fails as an unreachable service does; tests that pay replace it. */
export const unreachableYoco: YocoClient = {
  createCheckout: () => Promise.reject(new PaymentProviderError("Yoco is unreachable", "unreachable")),
  getCheckout: () => Promise.reject(new PaymentProviderError("Yoco is unreachable", "unreachable")),
  refundCheckout: () => Promise.reject(new PaymentProviderError("Yoco is unreachable", "unreachable")),
};

export const createTestApp = async (
  overrides: { config?: Partial<AppConfig>; clock?: TestClock; yoco?: YocoClient; logger?: Logger; database?: DatabaseHandle } = {},
) => {
  const database = overrides.database ?? (await getTestDatabase());
  const clock = overrides.clock ?? createTestClock();
  const lifecycle = { isShuttingDown: false };
  const mailer = createMemoryMailer();
  // One object, kept: a test may fill in addresses known only once it listens (see money-path helpers).
  const config: AppConfig = {
    isProduction: false,
    sessionSecret: "test-secret-that-is-long-enough-0123456789",
    unsubscribeKeys: { current: "unsubscribe-test-key-long-enough-0123456789", accepted: ["unsubscribe-test-key-long-enough-0123456789"] },
    siteOrigin: "http://college.test",
    trustProxy: false,
    registrationsPerAddressPerHour: 1_000,
    schoolInboxEmail: "inbox@college.test",
    mailFrom: "College <no-reply@college.test>",
    school: {
      name: "Test English College",
      postalAddress: "1 Long Street, Cape Town 8001, South Africa",
      contactEmail: "office@college.test",
      phone: "+27 21 000 0000",
      registrationNumber: "2005/123456/07",
    },
    ...overrides.config,
  };
  const cache = createReadCache({ clock });
  const innerApp = createApp({
    config,
    database,
    db: database.db,
    clock,
    logger: overrides.logger ?? silentLogger(),
    mailer,
    payments: { yoco: overrides.yoco ?? unreachableYoco, webhookSecret: TEST_WEBHOOK_SECRET },
    // A real cache per app: a test that writes through the database directly builds a new app.
    cache,
    onMailQueued: () => {},
    lifecycle,
  });
  // Every response of every test is checked for leaked secrets (password hashes, session ids).
  const app = express();
  app.use(scanResponsesForSecrets(database));
  app.use(innerApp);
  return { app, config, mailer, database, db: database.db, clock, cache, lifecycle, request: () => supertest(app) };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every state-changing request of a browser client: JSON body. */
export const post = (agent: supertest.Agent | ReturnType<typeof supertest>, path: string, body: object = {}) =>
  agent.post(path).set("Content-Type", "application/json").send(body);

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  username: "thandi",
  password: "sunflower-42",
  email: "thandi@example.com",
  firstName: "Thandi",
  lastName: "Nkosi",
  country: "United Kingdom",
  languageLevel: "Intermediate (B1)",
  termsAccepted: true,
  ...overrides,
});

/** A signed-in agent (cookie jar) for a new student. */
export const signUp = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/register", validRegistration(overrides));
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return { agent, user: response.body as { id: number; username: string } };
};

export const signInAdmin = async (testApp: TestApp) => {
  await createOrPromoteAdmin({ db: testApp.db, username: "principal", password: "correct-horse-battery" });
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/login", { username: "principal", password: "correct-horse-battery" });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
  return agent;
};
