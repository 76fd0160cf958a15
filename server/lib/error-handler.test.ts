import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { contacts } from "../../shared/schema/messages";
import { createTestApp, post } from "../test/test-app";
import { createErrorHandler } from "./error-handler";
import { createCapturingLogger } from "./logger";
import { assignRequestId } from "./request-context";

describe("error answers", () => {
  it("answers a malformed path with 400, logged at info without a stack trace", async () => {
    const capture = createCapturingLogger();
    const { request } = await createTestApp({ logger: capture.logger });
    const response = await request().get("/api/courses/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "The request path is not valid", code: "validation" });
    const line = capture.lines.find((entry) => entry.msg === "bad request");
    expect(line).toMatchObject({ level: 30, status: 400, path: "/api/courses/%E0%A4%A" });
    expect(capture.lines.some((entry) => Number(entry.level) >= 50)).toBe(false);
    expect(capture.text()).not.toContain("    at ");
  });

  it("answers a NUL character in a stored text field with 400, and stores nothing", async () => {
    const { request, db } = await createTestApp();
    const response = await post(request(), "/api/contact", {
      name: "Thandi\u0000Mokoena",
      email: "thandi@example.org",
      subject: "Course Information",
      message: "Which course suits a B1 learner who wants to teach?",
      website: "",
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "The request contains a character that cannot be stored", code: "validation" });
    expect(await db.select().from(contacts)).toHaveLength(0);
  });

  it("answers an oddly encoded body as the client's error, never 500", async () => {
    const { request } = await createTestApp();
    const response = await request()
      .post("/api/login")
      .set("Content-Type", "application/json")
      .set("Content-Encoding", "x-unknown")
      .send("{}");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Unsupported request encoding", code: "validation" });
  });

  it("gives every answer an X-Request-Id, and a server error names it in its body and its log line", async () => {
    const capture = createCapturingLogger();
    const app = express();
    app.use(assignRequestId);
    app.get("/boom", async () => {
      capture.logger.info("about to fail");
      throw new Error("kaput");
    });
    app.use(createErrorHandler(capture.logger));
    const response = await supertest(app).get("/boom");
    expect(response.status).toBe(500);
    const requestId = response.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).toEqual({ message: "Something went wrong. Please try again later.", code: "internal", requestId });
    expect(capture.lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["about to fail", requestId],
      ["request failed", requestId],
    ]);
  });

  it("keeps a well-formed request id from the proxy in front and replaces anything else", async () => {
    const { request } = await createTestApp();
    const kept = await request().get("/api/health").set("X-Request-Id", "edge-1234abcd");
    expect(kept.headers["x-request-id"]).toBe("edge-1234abcd");
    const replaced = await request().get("/api/health").set("X-Request-Id", "<script>");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers a lost database with 503 and Retry-After", async () => {
    const app = express();
    app.get("/db", () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    app.use(createErrorHandler(createCapturingLogger().logger));
    const response = await supertest(app).get("/db");
    expect(response.status).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.body.code).toBe("unavailable");
  });

  it("answers 503 for a connection cut in the middle of a query, as Drizzle wraps it (the driver's error as the cause)", async () => {
    const app = express();
    app.get("/db", () => {
      throw new Error('Failed query: update "users" set "first_name" = $1', { cause: new Error("Connection terminated unexpectedly") });
    });
    app.get("/broken-client", () => {
      throw new Error("Failed query: select 1", { cause: new Error("Client has encountered a connection error and is not queryable") });
    });
    app.get("/shut-down", () => {
      throw new Error("Failed query: select 1", {
        cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      });
    });
    app.use(createErrorHandler(createCapturingLogger().logger));
    for (const path of ["/db", "/broken-client", "/shut-down"]) {
      const response = await supertest(app).get(path);
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        code: "unavailable",
        message: "The service is temporarily unavailable. Please try again shortly.",
      });
    }
  });
});
