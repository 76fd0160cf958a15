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

  it("carries no made-up person's name: pages greet it by its username, never 'Welcome, Site!'", async () => {
    const testApp = await createTestApp();
    const result = await ensureStartupAdmin({ db: testApp.db, username: "admin", password: "operator-password-long" });
    expect(result.action).toBe("created");
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "admin"));
    expect(stored).toMatchObject({ firstName: null, lastName: null, isAdmin: true });
    const response = await post(testApp.request(), "/api/login", { username: "admin", password: "operator-password-long" });
    expect(response.body).toMatchObject({ username: "admin", firstName: null, lastName: null });
  });

  it("works in the school's time zone until the admin chooses another on their profile", async () => {
    const testApp = await createTestApp();
    await ensureStartupAdmin({ db: testApp.db, username: "admin", password: "operator-password-long" });
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "admin"));
    expect(stored!.timeZone).toBe("Africa/Johannesburg");
  });

  it("takes the old made-up name off an existing startup admin, and leaves a name its owner gave alone", async () => {
    const testApp = await createTestApp();
    await ensureStartupAdmin({ db: testApp.db, username: "admin", password: "operator-password-long" });
    await ensureStartupAdmin({ db: testApp.db, username: "owner", password: "operator-password-long" });
    await testApp.db.update(users).set({ firstName: "Site", lastName: "Administrator" }).where(eq(users.username, "admin"));
    await testApp.db.update(users).set({ firstName: "Lerato", lastName: "Administrator" }).where(eq(users.username, "owner"));
    expect((await ensureStartupAdmin({ db: testApp.db, username: "admin" })).action).toBe("unchanged");
    await ensureStartupAdmin({ db: testApp.db, username: "owner" });
    const names = await testApp.db.select({ username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users);
    expect(names.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: "admin", firstName: null, lastName: null },
      { username: "owner", firstName: "Lerato", lastName: "Administrator" },
    ]);
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
