/**
 * A baseline server, run as its own process by baselines.ts:
 * `baseline-server.ts http|express <body.json> [<asset.br> <asset path>]`.
 * It answers every request with the same JSON bytes the app's GET /api/courses answered, so the ratio
 * "app / bare Express" measures only what the app adds (middleware, session, database, cache).
 * The node:http one, given a file, is also the static baseline: at that path it answers the file's
 * bytes, read once, br-encoded with the headers a static server sends for a hashed asset, so the ratio
 * of the app's GET /assets/... measures only what the app adds to sending that file.
 */
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import express from "express";

const [kind, bodyFile, assetFile, assetPath] = process.argv.slice(2);
const port = Number(process.env.PORT);
if (!bodyFile || !port || (kind !== "http" && kind !== "express")) {
  console.error("usage: PORT=n baseline-server.ts http|express <body.json> [<asset.br> <asset path>]");
  process.exit(2);
}
const body = readFileSync(bodyFile);

const staticHeaders = (file: string) => {
  const stats = statSync(file);
  return {
    "content-type": "text/javascript; charset=utf-8",
    "content-encoding": "br",
    "content-length": stats.size,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept-Encoding",
    etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
    "last-modified": stats.mtime.toUTCString(),
  };
};

if (kind === "http") {
  const asset = assetFile && assetPath ? { path: assetPath, bytes: readFileSync(assetFile), headers: staticHeaders(assetFile) } : undefined;
  createServer((req, res) => {
    if (asset && req.url === asset.path) {
      res.writeHead(200, asset.headers);
      res.end(asset.bytes);
      return;
    }
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    res.end(body);
  }).listen(port, "127.0.0.1");
} else {
  const app = express();
  app.disable("x-powered-by");
  // res.json of a parsed value, as a real handler does: serialising is part of Express's cost.
  const value: unknown = JSON.parse(body.toString("utf8"));
  app.get("/{*path}", (_req, res) => {
    res.json(value);
  });
  app.listen(port, "127.0.0.1");
}

process.on("SIGTERM", () => process.exit(0));
