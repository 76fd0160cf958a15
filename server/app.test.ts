import { describe, expect, it } from "vitest";
import { createTestApp, post, validRegistration } from "./test/test-app";

describe("API conventions", () => {
  it("answers unknown /api paths with 404 JSON", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.type).toBe("application/json");
    expect(response.body.message).toBe("No API route for GET /no-such-thing");
  });

  it("refuses a state-changing request that is neither JSON nor marked X-Requested-With (CSRF)", async () => {
    const { request } = await createTestApp();
    const form = await request()
      .post("/api/register")
      .type("form")
      .send("username=thandi&password=sunflower-42&email=t%40example.com&termsAccepted=true");
    expect(form.status).toBe(403);
    expect(form.body.message).toBe("Requests that change data must be sent as JSON");
    const plain = await request().post("/api/logout").set("Content-Type", "text/plain").send("{}");
    expect(plain.status).toBe(403);
  });

  it("refuses a cross-site Origin and accepts the site's own", async () => {
    const { request } = await createTestApp({ config: { publicUrl: "https://college.example" } });
    const crossSite = await post(request(), "/api/register", validRegistration()).set("Origin", "https://evil.example");
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe("Cross-site request refused");
    const sameSite = await post(request(), "/api/register", validRegistration()).set("Origin", "https://college.example");
    expect(sameSite.status).toBe(201);
  });

  it("answers malformed JSON with 400 and an oversized body with 413, never 500", async () => {
    const { request } = await createTestApp();
    const malformed = await request().post("/api/login").set("Content-Type", "application/json").send("{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON");
    const huge = await post(request(), "/api/login", { username: "x".repeat(200_000), password: "y" });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("The request is too large");
  });

  it("answers a non-object JSON body with a validation message", async () => {
    const { request } = await createTestApp();
    const response = await request().post("/api/login").set("Content-Type", "application/json").send("[1,2]");
    expect(response.status).toBe(400);
  });

  it("sends security headers: CSP without inline scripts, nosniff, no-store on the API", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/health");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("health and readiness", () => {
  it("GET /api/health answers while the process is up", async () => {
    const { request } = await createTestApp();
    const response = await request().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("GET /api/ready answers 200 with the database up and 503 while shutting down", async () => {
    const { request, lifecycle } = await createTestApp();
    expect((await request().get("/api/ready")).status).toBe(200);
    lifecycle.isShuttingDown = true;
    const response = await request().get("/api/ready");
    expect(response.status).toBe(503);
  });

  it("GET /api/ready answers 503 when the database does not answer", async () => {
    const testApp = await createTestApp();
    const realPing = testApp.database.ping;
    testApp.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const response = await testApp.request().get("/api/ready");
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: "Database unavailable" });
    } finally {
      testApp.database.ping = realPing;
    }
  });
});
