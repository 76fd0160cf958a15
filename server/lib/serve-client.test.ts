import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

const makeDist = () => {
  const dist = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "images", "courses"), { recursive: true });
  writeFileSync(join(dist, "images", "courses", "a1-a2.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>College</title>");
  const script = "console.log('hello from the college');".repeat(20);
  writeFileSync(join(dist, "assets", "index-abc123.js"), script);
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
  return dist;
};

describe("serving the built client", () => {
  it("answers page paths with index.html (no-cache) and leaves /api to the API", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const page = await request().get("/courses/3").set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>College</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const api = await request().get("/api/nothing-here").set("Accept", "text/html");
    expect(api.status).toBe(404);
    expect(api.body.message).toMatch(/No API route/);
  });

  it.each([
    "/",
    "/courses",
    "/courses/3",
    "/courses/3/lessons/12",
    "/courses/3/learn/",
    "/advertising/campaigns/0f3c9a",
    "/verify/CEC-2026-AB12CD",
    "/verify",
    "/family",
    "/kids/start-trial",
    "/login",
    "/admin",
    "/admin/users/7",
  ])("answers the page %s with index.html and 200", async (path) => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const page = await request().get(path).set("Accept", "text/html");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>College</title>");
  });

  it.each(["/this-page-does-not-exist", "/courses/3/nothing", "/verify/A/B", "/advertising/campaigns", "/kids/start"])(
    "answers the unknown address %s with 404 and the app's page, which shows 'Page Not Found'",
    async (path) => {
      const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
      const page = await request().get(path).set("Accept", "text/html");
      expect(page.status).toBe(404);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.text).toContain("<title>College</title>");
    },
  );

  it("answers 404 to a conditional request for an unknown address, never 304", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const first = await request().get("/").set("Accept", "text/html");
    const again = await request()
      .get("/no-such-page")
      .set("Accept", "text/html")
      .set("If-None-Match", first.headers.etag ?? "*");
    expect(again.status).toBe(404);
  });

  it("serves hashed assets precompressed with a one-year immutable cache", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const asset = await request().get("/assets/index-abc123.js").set("Accept-Encoding", "gzip");
    expect(asset.status).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.text).toContain("hello from the college");
  });

  it("answers a missing asset with a plain 404, never the SPA page", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const missing = await request().get("/assets/old-chunk.js").set("Accept", "text/html");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("<title>");
  });

  it.each(["/images/courses/small-talk-starter.svg", "/images/anything", "/favicon.png", "/courses/3/cover.webp", "/robots.txt"])(
    "answers the missing file %s with a plain 404 even to a browser that accepts HTML",
    async (path) => {
      const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
      const missing = await request().get(path).set("Accept", "text/html,image/*,*/*");
      expect(missing.status).toBe(404);
      expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
      expect(missing.text).toBe("Not found");
    },
  );

  it("still serves the files that exist under the static folders", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const image = await request().get("/images/courses/a1-a2.svg");
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });
});
