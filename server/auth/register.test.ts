import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { createTestApp, post, validRegistration } from "../test/test-app";

describe("POST /api/register", () => {
  it("creates the student, signs them in and answers the public user", async () => {
    const { request, db, app } = await createTestApp();
    const response = await post(request(), "/api/register", validRegistration());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username: "thandi",
      email: "thandi@example.com",
      firstName: "Thandi",
      lastName: "Nkosi",
      // One of the English names the form sent before it sent codes: stored as its ISO 3166-1 code.
      country: "GB",
      languageLevel: "Intermediate (B1)",
      isAdmin: false,
      subscriptionLevel: null,
    });
    expect(response.body).not.toHaveProperty("password");
    expect(response.headers["set-cookie"]?.[0]).toMatch(/^sid=.*HttpOnly.*SameSite=Lax/i);

    const [stored] = await db.select().from(users).where(eq(users.username, "thandi"));
    expect(stored?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await request().get("/api/me").set("Cookie", response.headers["set-cookie"]![0]!.split(";")[0]!);
    expect(me.status).toBe(200);
    expect(me.body.username).toBe("thandi");
    void app;
  });

  it.each([
    [{ password: "7-chars" }, "Password must be at least 8 characters"],
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ termsAccepted: false }, "You must accept the terms and conditions"],
    [{ termsAccepted: undefined }, "You must accept the terms and conditions"],
    [{ username: "" }, "Username is required"],
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: "a".repeat(31) }, "Username must be at most 30 characters"],
    [{ username: "bad name!" }, "Username may contain only letters, digits, dots, dashes and underscores"],
    [{ password: undefined }, "Password is required"],
    [{ country: "Atlantis" }, "Please select a country"],
  ])("refuses %o with '%s'", async (override, message) => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/register", validRegistration(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it("stores the country as its ISO code, South Africa among them, and none when none is chosen", async () => {
    const { request, db } = await createTestApp();
    const southAfrican = await post(request(), "/api/register", validRegistration({ country: "ZA" }));
    expect(southAfrican.status).toBe(201);
    expect(southAfrican.body.country).toBe("ZA");
    const none = await post(
      request(),
      "/api/register",
      validRegistration({ username: "lerato", email: "lerato@example.com", country: "" }),
    );
    expect(none.status).toBe(201);
    const stored = await db.select({ username: users.username, country: users.country }).from(users).orderBy(users.id);
    expect(stored).toEqual([
      { username: "thandi", country: "ZA" },
      { username: "lerato", country: null },
    ]);
  });

  it("takes a new password of 8 characters, and refuses 7 with the message", async () => {
    const { request } = await createTestApp();
    const seven = await post(request(), "/api/register", validRegistration({ password: "kx7-pq2" }));
    expect(seven.status).toBe(400);
    expect(seven.body).toMatchObject({
      message: "Password must be at least 8 characters",
      errors: { password: ["Password must be at least 8 characters"] },
    });
    expect((await post(request(), "/api/register", validRegistration({ password: "kx7-pq2z" }))).status).toBe(201);
  });

  it("refuses the most common passwords", async () => {
    const { request } = await createTestApp();
    const response = await post(request(), "/api/register", validRegistration({ password: "password123" }));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/too common/);
  });

  it("accepts a 64-character passphrase and keeps it whole", async () => {
    const { request } = await createTestApp();
    const passphrase = "correct horse battery staple ".repeat(3).slice(0, 64);
    expect((await post(request(), "/api/register", validRegistration({ password: passphrase }))).status).toBe(201);
    expect((await post(request(), "/api/login", { username: "thandi", password: passphrase })).status).toBe(200);
    expect((await post(request(), "/api/login", { username: "thandi", password: passphrase.slice(0, 63) })).status).toBe(401);
  });

  it("answers 409 for a taken username or email, whatever the letter case", async () => {
    const { request, db } = await createTestApp();
    await post(request(), "/api/register", validRegistration());
    const sameName = await post(request(), "/api/register", validRegistration({ username: "THANDI", email: "other@example.com" }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe("That username is already taken");
    const sameEmail = await post(request(), "/api/register", validRegistration({ username: "other", email: "Thandi@Example.com" }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("This email address cannot be used. Please use another one.");
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("limits registrations per address with 429 and Retry-After, before any account is made", async () => {
    const testApp = await createTestApp({ config: { registrationsPerAddressPerHour: 3, trustProxy: true } });
    const register = (index: number, address = "203.0.113.7") =>
      post(
        testApp.request(),
        "/api/register",
        validRegistration({ username: `learner${index}`, email: `learner${index}@example.com` }),
      ).set("X-Forwarded-For", address);
    for (let index = 0; index < 3; index++) expect((await register(index)).status).toBe(201);
    const refused = await register(3);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many requests. Please try again later.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    expect(await testApp.db.select().from(users)).toHaveLength(3);
    // Another address, or the same one an hour later, may register again.
    expect((await register(4, "198.51.100.1")).status).toBe(201);
    testApp.clock.advance(61 * 60_000);
    expect((await register(5)).status).toBe(201);
  });

  it("counts a whole IPv6 /64 as one address", async () => {
    const testApp = await createTestApp({ config: { registrationsPerAddressPerHour: 2, trustProxy: true } });
    const statuses = [];
    for (let index = 0; index < 3; index++) {
      const response = await post(
        testApp.request(),
        "/api/register",
        validRegistration({ username: `learner${index}`, email: `learner${index}@example.com` }),
      ).set("X-Forwarded-For", `2001:db8:7:7::${index + 1}`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("keeps staff-like names such as admin free for the school's own administrators", async () => {
    const { request } = await createTestApp();
    for (const username of ["admin", "Administrator", "PRINCIPAL"]) {
      const response = await post(request(), "/api/register", validRegistration({ username, email: `${username}@example.com` }));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe("That username is already taken");
    }
  });

  it("refuses the closed-account shape (closed- and a number, any letter case), with why", async () => {
    const { request, db } = await createTestApp();
    const first = await post(request(), "/api/register", validRegistration());
    const nextId = (first.body as { id: number }).id + 1;
    for (const username of [`closed-${nextId}`, "CLOSED-1000", "Closed-7-9f86d081", " closed-42 "]) {
      const response = await post(request(), "/api/register", validRegistration({ username, email: "squatter@example.com" }));
      expect(response.status, username).toBe(400);
      expect(response.body.errors.username).toEqual(['Usernames beginning with "closed-" and a number are kept for closed accounts']);
    }
    expect(await db.select({ username: users.username }).from(users)).toEqual([{ username: "thandi" }]);
    for (const username of ["closed", "closed-door", "closedshop"]) {
      const response = await post(request(), "/api/register", validRegistration({ username, email: `${username}@example.com` }));
      expect(response.status, username).toBe(201);
    }
  });

  it("never stores isAdmin, subscriptionLevel or unknown fields sent by the client", async () => {
    const { request, db } = await createTestApp();
    const response = await post(
      request(),
      "/api/register",
      validRegistration({
        isAdmin: true,
        subscriptionLevel: "Premium",
        id: 999,
        paymentCustomerId: "cus_x",
        ["__proto__"]: { isAdmin: true },
      }),
    );
    expect(response.status).toBe(201);
    const [stored] = await db.select().from(users);
    expect(stored).toMatchObject({ isAdmin: false, subscriptionLevel: null, paymentCustomerId: null, id: 1 });
    expect(response.body.isAdmin).toBe(false);
  });

  it("lets exactly one of 20 parallel registrations of one username through", async () => {
    const { request, db } = await createTestApp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(request(), "/api/register", validRegistration({ email: `student${index}@example.com` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await db.select().from(users)).toHaveLength(1);
  });
});

describe("the student's time zone", () => {
  it("is stored from the browser at registration, UTC without one, and a made-up zone is refused", async () => {
    const testApp = await createTestApp();
    const withZone = await post(testApp.request(), "/api/register", validRegistration({ timeZone: "Africa/Nairobi" }));
    expect(withZone.status).toBe(201);
    expect(withZone.body.timeZone).toBe("Africa/Nairobi");
    const without = await post(testApp.request(), "/api/register", validRegistration({ username: "second", email: "second@example.com" }));
    expect(without.body.timeZone).toBe("UTC");
    const invalid = await post(
      testApp.request(),
      "/api/register",
      validRegistration({ username: "third", email: "third@example.com", timeZone: "Mars/Olympus" }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Please select a time zone");
    const stored = await testApp.db
      .select({ username: users.username, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.username, "thandi"));
    expect(stored).toEqual([{ username: "thandi", timeZone: "Africa/Nairobi" }]);
  });

  it("can be changed on the profile", async () => {
    const testApp = await createTestApp();
    const agent = supertest.agent(testApp.app);
    await post(agent, "/api/register", validRegistration());
    const response = await agent.patch("/api/me").set("Content-Type", "application/json").send({ timeZone: "America/Sao_Paulo" });
    expect(response.status).toBe(200);
    expect(response.body.timeZone).toBe("America/Sao_Paulo");
  });
});
