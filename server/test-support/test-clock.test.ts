import { describe, expect, it } from "vitest";
import { createAdjustableClock } from "../lib/clock";
import { createTestApp, post } from "../test/test-app";

describe("POST /api/test-clock", () => {
  it("does not exist unless the app was given a movable clock", async () => {
    const testApp = await createTestApp();
    expect((await post(testApp.request(), "/api/test-clock", { advanceMs: 1000 })).status).toBe(404);
  });

  it("moves the movable clock forward, and refuses a bad amount with a message", async () => {
    const testClock = createAdjustableClock();
    const testApp = await createTestApp({ config: { testClock } });
    const before = testClock.now().getTime();
    const moved = await post(testApp.request(), "/api/test-clock", { advanceMs: 86_400_000 });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.now).getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    expect(testClock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(86_400_000 - 1000);
    const refused = await post(testApp.request(), "/api/test-clock", { advanceMs: -5 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("advanceMs must be positive");
  });
});
