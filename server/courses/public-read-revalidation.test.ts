import express from "express";
import helmet from "helmet";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, recordSecurityHeaders } from "../lib/security-headers";
import { createTestApp, signInAdmin } from "../test/test-app";

/** The headers real helmet sets with the app's options, on a bare Express app: what the app must send too. */
const helmetHeaders = async () => {
  const bare = express();
  bare.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(false) },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  bare.get("/", (_req, res) => {
    res.end();
  });
  const { headers } = await supertest(bare).get("/");
  const { date: _date, connection: _connection, "content-length": _length, ...rest } = headers;
  return rest;
};

describe("public reads from memory", () => {
  it("send every security header helmet would, the request id, and revalidate by ETag (304, no body)", async () => {
    const { request } = await createTestApp();
    const first = await request().get("/api/courses");
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers).toMatchObject(await helmetHeaders());
    expect(Number(first.headers["content-length"])).toBe(Buffer.byteLength(first.text));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await request().get("/api/courses").set("If-None-Match", etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    // A weak form of the tag, and a list holding it, are the same version (weak comparison).
    expect((await request().get("/api/courses").set("If-None-Match", `"other", W/${etag}`)).status).toBe(304);
    const other = await request().get("/api/courses").set("If-None-Match", '"other"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it("answers the old ETag with the new body after an admin's edit", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const before = await testApp.request().get("/api/courses/2");
    const list = await testApp.request().get("/api/courses");

    const edit = await admin
      .patch("/api/admin/courses/2")
      .set("Content-Type", "application/json")
      .send({ title: "Upper intermediate, new" });
    expect(edit.status).toBe(200);

    const after = await testApp
      .request()
      .get("/api/courses/2")
      .set("If-None-Match", before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.body.title).toBe("Upper intermediate, new");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const newList = await testApp
      .request()
      .get("/api/courses")
      .set("If-None-Match", list.headers.etag as string);
    expect(newList.status).toBe(200);
    expect(newList.body.find((course: { id: number }) => course.id === 2).title).toBe("Upper intermediate, new");
  });

  it("revalidates the plans the same way, and answers HEAD with the headers only", async () => {
    const { request } = await createTestApp();
    const plans = await request().get("/api/subscription-plans");
    expect(plans.status).toBe(200);
    expect(
      (
        await request()
          .get("/api/subscription-plans")
          .set("If-None-Match", plans.headers.etag as string)
      ).status,
    ).toBe(304);
    const head = await request().head("/api/subscription-plans");
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(plans.headers.etag);
    expect(head.headers["content-length"]).toBe(plans.headers["content-length"]);
    expect(head.text).toBeUndefined();
  });

  it("keeps error answers of the public reads out of every cache (no-store), translated like the rest of the API", async () => {
    const { request } = await createTestApp();
    const missing = await request().get("/api/courses/999999").set("Accept-Language", "fr");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    const english = await request().get("/api/courses/999999");
    expect(missing.body.message).not.toBe(english.body.message);
  });

  it("records helmet's headers once, X-Powered-By removed", () => {
    const recorded = recordSecurityHeaders({ isProduction: true });
    expect(recorded.removed).toEqual(["X-Powered-By"]);
    expect(Object.fromEntries(recorded.set)).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "SAMEORIGIN",
    });
    expect(new Map(recorded.set).get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });
});
