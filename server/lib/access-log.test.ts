import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { createTestApp, signInAdmin, signUp } from "../test/test-app";
import { createCapturingLogger } from "./logger";

const accessLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => line.msg === "request completed");

describe("the access log", () => {
  it("writes one line per API request with its request id, method, path (no query string) and status", async () => {
    const capture = createCapturingLogger("info");
    const { request } = await createTestApp({ logger: capture.logger });
    const response = await request().get("/api/courses?secret=abc").set("X-Request-Id", "edge-request-0001");
    expect(response.status).toBe(200);
    const missing = await request().get("/api/courses/999999");
    expect(missing.status).toBe(404);

    const lines = accessLines(capture.lines);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { requestId: "edge-request-0001", method: "GET", path: "/api/courses" },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({
      req: { requestId: missing.headers["x-request-id"], method: "GET", path: "/api/courses/999999" },
      res: { statusCode: 404 },
    });
    expect(capture.text()).not.toContain("secret=abc");
  });

  it("leaves out the static files and pages, and writes nothing when info lines are off", async () => {
    const capture = createCapturingLogger("info");
    const { request } = await createTestApp({ logger: capture.logger });
    await request().get("/courses/3");
    expect(accessLines(capture.lines)).toEqual([]);

    const quiet = createCapturingLogger("warn");
    const quietApp = await createTestApp({ logger: quiet.logger });
    expect((await quietApp.request().get("/api/courses")).status).toBe(200);
    expect(quiet.lines).toEqual([]);
  });

  it("carries the signed-in user's id (never the username) and none for a visitor", async () => {
    const capture = createCapturingLogger("info");
    const testApp = await createTestApp({ logger: capture.logger });
    const { agent, user } = await signUp(testApp);
    const admin = await signInAdmin(testApp);
    capture.lines.length = 0;

    expect((await agent.get("/api/me")).status).toBe(200);
    const promoted = await admin.patch(`/api/admin/users/${user.id}`).set("Content-Type", "application/json").send({ isAdmin: true });
    expect(promoted.status).toBe(200);
    expect((await testApp.request().get("/api/courses")).status).toBe(200);
    expect((await testApp.request().get("/api/me")).status).toBe(401);

    const [adminRow] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
    const lines = accessLines(capture.lines);
    expect(lines.map((line) => [(line.req as { path: string }).path, line.userId])).toEqual([
      ["/api/me", user.id],
      [`/api/admin/users/${user.id}`, adminRow!.id],
      ["/api/courses", undefined],
      ["/api/me", undefined],
    ]);
    expect(capture.text()).not.toContain('"thandi"');
    expect(capture.text()).not.toContain("principal");
  });

  it("names a token-shaped path segment by its pattern, never its value", async () => {
    const capture = createCapturingLogger("info");
    const { request } = await createTestApp({ logger: capture.logger });
    await request().get("/api/advertising/campaigns/Zx81hfQ2kLmN0pqRsTuVwXyZ0123");
    expect(accessLines(capture.lines)[0]).toMatchObject({ req: { path: "/api/advertising/campaigns/:token" } });
    expect(capture.text()).not.toContain("Zx81hfQ2kLmN0pqRsTuVwXyZ0123");
  });
});
