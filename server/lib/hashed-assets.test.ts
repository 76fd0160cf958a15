import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

const SCRIPT = "console.log('hello from the college');".repeat(40);

const makeDist = () => {
  const dist = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>College</title>");
  writeFileSync(join(dist, "assets", "index-abc123.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, "assets", "notes-abc123.txt"), "not a type the memory path knows");
  return dist;
};

/** The raw bytes of an answer, undecoded (supertest decompresses gzip and br). */
const rawBody = async (app: express.Express, path: string, headers: Record<string, string>) => {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
};

/** What serve-client.ts gives express-static-gzip for /assets: the reference for the headers. */
const STATIC_OPTIONS: Parameters<typeof expressStaticGzip>[1] = {
  enableBrotli: true,
  orderPreference: ["br", "gzip"],
  index: false,
  serveStatic: { immutable: true, maxAge: "365d" },
};

describe("hashed assets from memory", () => {
  it.each([
    ["br", "index-abc123.js.br"],
    ["gzip", "index-abc123.js.gz"],
    ["identity", "index-abc123.js"],
  ])("send the %s file's exact bytes with the headers express-static-gzip sends, and the app's own", async (encoding, file) => {
    const dist = makeDist();
    const { app } = await createTestApp({ config: { clientDistDir: dist } });
    const acceptEncoding = { "accept-encoding": encoding === "identity" ? "" : encoding };
    const response = await rawBody(app, "/assets/index-abc123.js", acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(readFileSync(join(dist, "assets", file)));

    const reference = express();
    reference.use("/assets", expressStaticGzip(join(dist, "assets"), STATIC_OPTIONS));
    const expected = await rawBody(reference, "/assets/index-abc123.js", acceptEncoding);
    for (const header of ["content-encoding", "content-length", "cache-control", "vary", "last-modified"]) {
      expect([header, response.headers[header]]).toEqual([header, expected.headers[header]]);
    }
    // express-static-gzip writes "UTF-8" for the compressed files, serve-static "utf-8": the same charset.
    expect(response.headers["content-type"]).toBe(expected.headers["content-type"]?.toLowerCase());
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers 304 to the ETag it sent, and keeps serving a file deleted since its first read", async () => {
    const dist = makeDist();
    const { app, request } = await createTestApp({ config: { clientDistDir: dist } });
    const first = await request().get("/assets/index-abc123.js").set("Accept-Encoding", "br");
    const again = await request()
      .get("/assets/index-abc123.js")
      .set("Accept-Encoding", "br")
      .set("If-None-Match", first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    // A rebuild removes the old chunk: a tab opened before it still gets it.
    rmSync(join(dist, "assets"), { recursive: true });
    const afterRebuild = await rawBody(app, "/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(afterRebuild.status).toBe(200);
    expect(afterRebuild.body).toEqual(brotliCompressSync(SCRIPT));
  });

  it("leaves ranges, other types and missing files to the static handler (a missing asset stays a plain 404)", async () => {
    const { request } = await createTestApp({ config: { clientDistDir: makeDist() } });
    const range = await request().get("/assets/index-abc123.js").set("Accept-Encoding", "identity").set("Range", "bytes=0-6");
    expect(range.status).toBe(206);
    expect(range.text).toBe("console");
    const text = await request().get("/assets/notes-abc123.txt");
    expect(text.status).toBe(200);
    expect(text.headers.etag).toMatch(/^W\//);
    const missing = await request().get("/assets/old-chunk.js").set("Accept", "text/html");
    expect(missing.status).toBe(404);
    expect(missing.text).toBe("Not found");
    for (const path of ["/assets/../index.html", "/assets/%2e%2e/index.html", "/assets/index-abc123.js?v=1"]) {
      expect((await request().get(path)).headers.etag ?? "").not.toMatch(/^"[\w-]{27}"$/);
    }
  });
});
