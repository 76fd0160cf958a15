import { describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { rateLimitCounters } from "../../shared/schema/operations";
import { runHousekeeping } from "../jobs/housekeeping.job";
import { createTestApp, post, signUp, type TestApp } from "../test/test-app";

const PACED = "Many sign-in attempts failed for this account. Please wait a few seconds and try again.";

const attempt = (testApp: TestApp, address: string, username: string, password: string) =>
  post(testApp.request(), "/api/login", { username, password }).set("X-Forwarded-For", address);

/** One wrong password for `username` from each of `count` addresses that never tried before. */
const failFromManyAddresses = async (testApp: TestApp, username: string, count: number, firstOctet = 1) => {
  const statuses = [];
  for (let index = 0; index < count; index++) {
    statuses.push((await attempt(testApp, `203.0.${firstOctet}.${index + 1}`, username, `wrong-guess-${index}`)).status);
  }
  return statuses;
};

describe("sign-in failures per account, from any addresses", () => {
  it("after 21 failures from 21 addresses, the 22nd attempt waits a few seconds (429), while another account is untouched", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    await signUp(testApp, { username: "sipho", email: "sipho@example.com" });

    expect(await failFromManyAddresses(testApp, "thandi", 21)).toEqual(Array(21).fill(401));
    // Even the right password is not checked now: a guess that succeeded would tell the guesser.
    const paced = await attempt(testApp, "198.51.100.22", "thandi", "sunflower-42");
    expect(paced.status).toBe(429);
    expect(paced.body.message).toBe(PACED);
    const retryAfter = Number(paced.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    // Other letter case, the same account.
    expect((await attempt(testApp, "198.51.100.23", "THANDI", "sunflower-42")).status).toBe(429);

    expect((await attempt(testApp, "198.51.100.24", "sipho", "wrong-password")).status).toBe(401);
    expect((await attempt(testApp, "198.51.100.25", "sipho", "sunflower-42")).status).toBe(200);

    // One attempt every 5 seconds goes through: guessing slows to 720 an hour, whatever the number of addresses.
    testApp.clock.advance(5_001);
    expect((await attempt(testApp, "198.51.100.26", "thandi", "sunflower-42")).status).toBe(200);
    expect((await attempt(testApp, "198.51.100.27", "thandi", "wrong-again")).status).toBe(429);

    // The count is in the database, where every app instance reads it.
    // (Sipho's one failure has a row too; rows come back in no set order on PostgreSQL, so each is named.)
    const failures = await testApp.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, "sign-in-failures|%"))
      .orderBy(rateLimitCounters.key);
    expect(failures).toMatchObject([
      { key: "sign-in-failures|user:sipho", windowStartedAt: new Date("2026-11-21T10:00:00Z") },
      { key: "sign-in-failures|user:thandi", windowStartedAt: new Date("2026-11-21T10:00:00Z") },
    ]);
  });

  it("lets the owner in at once from an address they signed in from before, however busy the guessing", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    expect((await attempt(testApp, "198.51.100.7", "thandi", "sunflower-42")).status).toBe(200);
    testApp.clock.advance(24 * 3_600_000);

    const statuses = await failFromManyAddresses(testApp, "thandi", 30);
    expect(statuses.filter((status) => status === 401)).toHaveLength(21);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect((await attempt(testApp, "198.51.100.7", "thandi", "sunflower-42")).status).toBe(200);
    // A new address of the owner's waits its turn like everyone else's (or uses a reset link, which signs in).
    expect((await attempt(testApp, "192.0.2.40", "thandi", "sunflower-42")).status).toBe(429);
  });

  it("keeps a usual address through the daily housekeeping for 90 days, not longer", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    expect((await attempt(testApp, "198.51.100.7", "thandi", "sunflower-42")).status).toBe(200);
    testApp.clock.advance(30 * 24 * 3_600_000);
    const pruned = await runHousekeeping({ db: testApp.db, clock: testApp.clock });
    expect(pruned.signInAddresses).toBe(0);
    await failFromManyAddresses(testApp, "thandi", 22);
    expect((await attempt(testApp, "198.51.100.7", "thandi", "sunflower-42")).status).toBe(200);

    testApp.clock.advance(91 * 24 * 3_600_000);
    expect((await runHousekeeping({ db: testApp.db, clock: testApp.clock })).signInAddresses).toBe(1);
    await failFromManyAddresses(testApp, "thandi", 22, 2);
    expect((await attempt(testApp, "198.51.100.7", "thandi", "sunflower-42")).status).toBe(429);
  });

  it("evaluates at most 21 of 60 parallel wrong guesses from 60 addresses", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    const guesses = Array.from({ length: 60 }, (_, index) => attempt(testApp, `203.0.113.${index + 1}`, "thandi", `wrong-${index}`));
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(21);
    expect(statuses.filter((status) => status === 429)).toHaveLength(39);
  });

  it("forgets the failures after an hour", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    await signUp(testApp);
    await failFromManyAddresses(testApp, "thandi", 22);
    testApp.clock.advance(3_600_000 + 1_000);
    expect(await failFromManyAddresses(testApp, "thandi", 20, 2)).toEqual(Array(20).fill(401));
    expect((await attempt(testApp, "192.0.2.41", "thandi", "sunflower-42")).status).toBe(200);
  });

  it("counts made-up X-Forwarded-For values as one address, so they cannot dodge the per-address limit", async () => {
    const testApp = await createTestApp({ config: { trustProxy: 1 } });
    await signUp(testApp);
    for (let index = 1; index <= 5; index++) {
      expect((await attempt(testApp, `not-an-ip-${index}`, "thandi", "wrong-password")).status).toBe(401);
    }
    const response = await attempt(testApp, "not-an-ip-6", "thandi", "sunflower-42");
    expect(response.status).toBe(429);
    expect(response.body.message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });
});
