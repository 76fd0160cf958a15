import express from "express";
import { and, desc, eq, like } from "drizzle-orm";
import supertest from "supertest";
import { mailOutbox } from "../../shared/schema/operations";
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
      supportHours: [{ days: [1, 2, 3, 4, 5], opens: "08:30", closes: "16:30" }],
      supportTimeZone: "Africa/Johannesburg",
      foundedYear: null,
    },
    figuresMinimum: 0,
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

/** The token of the newest confirmation link mailed to `email` (read from the queued mail, as a person would). */
export const confirmationTokenMailedTo = async (testApp: Pick<TestApp, "db">, email: string) => {
  const [mail] = await testApp.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, "Confirm your email address%")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail?.text.match(/#token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
};

/**
 * A signed-in agent (cookie jar) for a new student. By default the student has opened the confirmation
 * link (through the API) and the test starts with an empty outbox for them, as most tests are about what
 * happens next; `{ isEmailConfirmed: false }` keeps a student who has not confirmed yet, and their mail.
 */
export const signUp = async (
  testApp: TestApp,
  overrides: Record<string, unknown> = {},
  { isEmailConfirmed = true }: { isEmailConfirmed?: boolean } = {},
) => {
  const agent = supertest.agent(testApp.app);
  const registration = validRegistration(overrides);
  const response = await post(agent, "/api/register", registration);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  if (isEmailConfirmed) {
    const email = String(registration.email);
    const token = await confirmationTokenMailedTo(testApp, email);
    const confirmed = await post(agent, "/api/email-confirmation", { token });
    if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
    await testApp.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
  }
  return { agent, user: response.body as { id: number; username: string } };
};

export const signInAdmin = async (testApp: TestApp) => {
  await createOrPromoteAdmin({ db: testApp.db, username: "principal", password: "correct-horse-battery" });
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/login", { username: "principal", password: "correct-horse-battery" });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
  return agent;
};
