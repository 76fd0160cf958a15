import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { mailOutbox } from "../../shared/schema/operations";
import type { AppConfig } from "../app";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { createTestApp, createTestClock, post, signUp, validRegistration, type TestApp } from "../test/test-app";
import { getTestDatabase, serverTestDatabaseUrl } from "../test/test-database";

/**
 * Two app instances on one PostgreSQL database, each with its own connection pool and its own memory (read
 * cache, session cache), behind one load balancer: every limit is met once, whichever instance a request
 * reaches. The clock is shared, as two machines' clocks agree.
 */
describe.skipIf(!serverTestDatabaseUrl())("limits shared by two instances on one database", () => {
  let second: DatabaseHandle;

  beforeAll(async () => {
    await getTestDatabase();
    second = openServerDatabase(serverTestDatabaseUrl()!, { max: 5 });
  });
  afterAll(async () => {
    await second?.close();
  });

  const twoInstances = async (config: Partial<AppConfig> = {}) => {
    const clock = createTestClock();
    const a = await createTestApp({ clock, config: { trustProxy: true, ...config } });
    const b = await createTestApp({ clock, database: second, config: { trustProxy: true, ...config } });
    return { a, b, clock };
  };

  const signInFrom = (instance: TestApp, address: string, username: string, password: string) =>
    post(instance.request(), "/api/login", { username, password }).set("X-Forwarded-For", address);

  /** Sends requests until one is refused with 429 (at most `cap`); the number accepted before it. */
  const acceptedUntilLimited = async (send: (index: number) => Promise<{ status: number }>, cap = 60) => {
    for (let index = 0; index < cap; index++) {
      if ((await send(index)).status === 429) return index;
    }
    throw new Error(`no 429 after ${cap} requests`);
  };

  it("5 wrong passwords through instance A, then the 6th attempt through instance B is refused", async () => {
    const { a, b } = await twoInstances();
    await signUp(a);
    for (let index = 0; index < 5; index++) expect((await signInFrom(a, "203.0.113.9", "thandi", "wrong-password")).status).toBe(401);
    const sixth = await signInFrom(b, "203.0.113.9", "thandi", "sunflower-42");
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("the per-account count: 21 failures from 21 addresses over both instances, then the next attempt waits", async () => {
    const { a, b } = await twoInstances();
    await signUp(a);
    for (let index = 0; index < 21; index++) {
      const instance = index % 2 === 0 ? a : b;
      expect((await signInFrom(instance, `198.51.100.${index + 1}`, "thandi", `wrong-${index}`)).status).toBe(401);
    }
    for (const instance of [a, b]) {
      const paced = await signInFrom(instance, "192.0.2.50", "thandi", "sunflower-42");
      expect(paced.status).toBe(429);
      expect(paced.body.message).toBe("Many sign-in attempts failed for this account. Please wait a few seconds and try again.");
    }
  });

  it("registrations from one address split over both instances stop at the same total as on one", async () => {
    const { a, b } = await twoInstances({ registrationsPerAddressPerHour: 4 });
    const register = (instance: TestApp, index: number) =>
      post(instance.request(), "/api/register", validRegistration({ username: `parent${index}`, email: `parent${index}@example.com` })).set(
        "X-Forwarded-For",
        "203.0.113.77",
      );
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await register(index % 2 === 0 ? a : b, index)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it("password reset requests from one address split over both instances: the 6th is answered and sends nothing", async () => {
    const { a, b } = await twoInstances();
    await signUp(a);
    const ask = (instance: TestApp, identifier: string) =>
      post(instance.request(), "/api/password-reset", { identifier }).set("X-Forwarded-For", "203.0.113.88");
    for (let index = 0; index < 5; index++) expect((await ask(index % 2 === 0 ? a : b, `nobody-${index}`)).status).toBe(202);
    expect((await ask(b, "thandi")).status).toBe(202);
    expect(await a.db.select().from(mailOutbox).where(like(mailOutbox.subject, "Reset your%"))).toEqual([]);
  });

  it("placement test starts and the ad form: an address alternating between the instances gets what it gets from one", async () => {
    const { a, b } = await twoInstances();
    const startTest = (instance: TestApp, address: string) =>
      post(instance.request(), "/api/placement-tests").set("X-Forwarded-For", address);
    const submitAd = (instance: TestApp, address: string) =>
      post(instance.request(), "/api/advertisements", {}).set("X-Forwarded-For", address);

    const placementOnOne = await acceptedUntilLimited(() => startTest(a, "203.0.113.101"));
    const placementOnBoth = await acceptedUntilLimited((index) => startTest(index % 2 === 0 ? a : b, "203.0.113.102"));
    expect(placementOnOne).toBeGreaterThan(1);
    expect(placementOnBoth).toBe(placementOnOne);

    const adsOnOne = await acceptedUntilLimited(() => submitAd(a, "203.0.113.103"));
    const adsOnBoth = await acceptedUntilLimited((index) => submitAd(index % 2 === 0 ? a : b, "203.0.113.104"));
    expect(adsOnOne).toBeGreaterThan(1);
    expect(adsOnBoth).toBe(adsOnOne);
  });
});
