import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { createTestApp, post, signUp } from "../test/test-app";
import { ensureAdminAccount } from "./admin-account.service";

describe("ensureAdminAccount", () => {
  it("creates an admin with a generated password that signs in", async () => {
    const testApp = await createTestApp();
    const result = await ensureAdminAccount({ db: testApp.db, username: "admin" });
    expect(result.action).toBe("created");
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const response = await post(testApp.request(), "/api/login", { username: "admin", password: result.password });
    expect(response.status).toBe(200);
    expect(response.body.isAdmin).toBe(true);
  });

  it("promotes an existing student and leaves the password alone", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const result = await ensureAdminAccount({ db: testApp.db, username: "thandi" });
    expect(result).toEqual({ action: "promoted", username: "thandi" });
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "thandi"));
    expect(stored?.isAdmin).toBe(true);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(200);
  });

  it("is idempotent for an existing admin", async () => {
    const testApp = await createTestApp();
    await ensureAdminAccount({ db: testApp.db, username: "admin", password: "first-password-long" });
    expect((await ensureAdminAccount({ db: testApp.db, username: "admin", password: "first-password-long" })).action).toBe("unchanged");
    expect(await testApp.db.select().from(users)).toHaveLength(1);
  });
});
