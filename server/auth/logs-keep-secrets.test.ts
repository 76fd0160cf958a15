import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../shared/schema/auth";
import { createCapturingLogger } from "../lib/logger";
import { createTestApp, post, validRegistration } from "../test/test-app";

describe("what reaches the logs", () => {
  it("holds no password, hash, session id, email or form body over a whole register, sign-in and profile flow", async () => {
    const capture = createCapturingLogger("trace");
    const testApp = await createTestApp({ logger: capture.logger });
    const agent = supertest.agent(testApp.app);
    const secrets = {
      password: "Very-Secret-Pass-1",
      newPassword: "Even-More-Secret-2",
      email: "private.person@example.com",
      newEmail: "hidden.address@example.com",
      typedIntoUsername: "My-Password-In-The-Wrong-Field",
      contactMessage: "a private message body about my visa",
    };
    await post(agent, "/api/register", validRegistration({ password: secrets.password, email: secrets.email }));
    await post(testApp.request(), "/api/login", { username: secrets.typedIntoUsername, password: secrets.password });
    await post(testApp.request(), "/api/login", { username: "thandi", password: "wrong-password-here" });
    await post(agent, "/api/login", { username: "thandi", password: secrets.password });
    await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send({ email: secrets.newEmail, currentPassword: secrets.password });
    await post(agent, "/api/me/password", { currentPassword: secrets.password, newPassword: secrets.newPassword });
    await post(agent, "/api/contact", { name: "Thandi", email: secrets.newEmail, subject: "Visa", message: secrets.contactMessage });
    await agent.get("/api/courses/%E0%A4%A");
    const [stored] = await testApp.db.select().from(users);
    const sessionIds = (await testApp.db.select().from(sessions)).map((row) => row.sid);
    await post(agent, "/api/logout");

    const logs = capture.text();
    expect(capture.lines.length).toBeGreaterThan(5);
    for (const secret of [...Object.values(secrets), stored!.password, ...sessionIds]) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/\$argon2/);
    expect(logs).not.toMatch(/set-cookie|"cookie"/i);
  });
});
