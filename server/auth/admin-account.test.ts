import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { usernameSchema } from "../../shared/api/auth";
import { sessions, users } from "../../shared/schema/auth";
import { createTestApp, post, signUp } from "../test/test-app";
import { AdminUsernameTakenError, createOrPromoteAdmin, describeAdminCreateResult, ensureStartupAdmin } from "./admin-account.service";

describe("the admin named at start (ADMIN_USERNAME or the demo admin)", () => {
  it("is created with a generated password that signs in", async () => {
    const testApp = await createTestApp();
    const result = await ensureStartupAdmin({ db: testApp.db, username: "admin" });
    expect(result.action).toBe("created");
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const response = await post(testApp.request(), "/api/login", { username: "admin", password: result.password });
    expect(response.status).toBe(200);
    expect(response.body.isAdmin).toBe(true);
  });

  it("never promotes a student who registered that name first (whatever the case)", async () => {
    const testApp = await createTestApp();
    await signUp(testApp, { username: "HeadTeacher", email: "attacker@example.com" });
    const attempt = ensureStartupAdmin({ db: testApp.db, username: "headteacher", password: "operator-password-long" });
    await expect(attempt).rejects.toBeInstanceOf(AdminUsernameTakenError);
    await expect(attempt).rejects.toThrow(/belongs to an existing student account, so the server will not start/);
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "HeadTeacher"));
    expect(stored?.isAdmin).toBe(false);
    const signIn = await post(testApp.request(), "/api/login", { username: "HeadTeacher", password: "sunflower-42" });
    expect(signIn.body.isAdmin).toBe(false);
  });

  it("leaves an existing admin and the password they chose alone", async () => {
    const testApp = await createTestApp();
    await ensureStartupAdmin({ db: testApp.db, username: "admin", password: "first-password-long" });
    expect((await ensureStartupAdmin({ db: testApp.db, username: "admin", password: "other-password-long" })).action).toBe("unchanged");
    expect(await testApp.db.select().from(users)).toHaveLength(1);
    expect((await post(testApp.request(), "/api/login", { username: "admin", password: "first-password-long" })).status).toBe(200);
  });
});

describe("npm run admin:create", () => {
  it("promotes an existing account on purpose, keeps its password and says so", async () => {
    const testApp = await createTestApp();
    await signUp(testApp);
    const result = await createOrPromoteAdmin({ db: testApp.db, username: "thandi" });
    expect(result).toEqual({ action: "promoted", username: "thandi" });
    expect(describeAdminCreateResult(result, false)).toBe(
      'Promoted the existing account "thandi" to administrator. Its own password stays: the person who chose it can now sign in as an administrator. Run again with --password to set a new one.',
    );
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).body.isAdmin).toBe(true);
  });

  it("sets the given password on promotion and ends the account's sessions", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    expect(await testApp.db.select().from(sessions)).toHaveLength(1);
    const result = await createOrPromoteAdmin({ db: testApp.db, username: "thandi", password: "operator-password-long" });
    expect(describeAdminCreateResult(result, true)).toMatch(/set the password you gave; its sessions were ended/);
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
    expect((await agent.get("/api/me")).status).toBe(401);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "sunflower-42" })).status).toBe(401);
    expect((await post(testApp.request(), "/api/login", { username: "thandi", password: "operator-password-long" })).status).toBe(200);
  });

  it("refuses a name of the closed-account shape, for a new admin and for a promotion", async () => {
    const testApp = await createTestApp();
    const message = /Usernames beginning with "closed-" and a number are kept for closed accounts/;
    // The script checks the name with the registration's schema before it opens the database.
    expect(usernameSchema.safeParse("Closed-12").error?.issues.map((issue) => issue.message)).toEqual([
      'Usernames beginning with "closed-" and a number are kept for closed accounts',
    ]);
    await expect(createOrPromoteAdmin({ db: testApp.db, username: "closed-12" })).rejects.toThrow(message);
    await expect(ensureStartupAdmin({ db: testApp.db, username: "CLOSED-3-ab12cd34", password: "operator-password-long" })).rejects.toThrow(
      message,
    );
    // A name an older version let someone register is not promoted either.
    await testApp.db.insert(users).values({ username: "closed-77", password: "x", email: "squatter@example.com" });
    await expect(createOrPromoteAdmin({ db: testApp.db, username: "closed-77", password: "operator-password-long" })).rejects.toThrow(
      message,
    );
    expect((await testApp.db.select().from(users)).map((user) => [user.username, user.isAdmin])).toEqual([["closed-77", false]]);
  });
});
