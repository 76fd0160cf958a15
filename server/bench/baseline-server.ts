/**
 * A baseline server, run as its own process by baselines.ts: `baseline-server.ts http|express <body.json>`.
 * It answers every request with the same JSON bytes the app's GET /api/courses answered, so the ratio
 * "app / bare Express" measures only what the app adds (middleware, session, database, cache).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import express from "express";

const [kind, bodyFile] = process.argv.slice(2);
const port = Number(process.env.PORT);
if (!bodyFile || !port || (kind !== "http" && kind !== "express")) {
  console.error("usage: PORT=n baseline-server.ts http|express <body.json>");
  process.exit(2);
}
const body = readFileSync(bodyFile);

if (kind === "http") {
  createServer((_req, res) => {
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
