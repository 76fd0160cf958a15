import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Express } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Serves the built SPA: precompressed .br/.gz files chosen by Accept-Encoding (compressing on the fly
 * costs ~8x throughput), hashed assets cached for a year, and index.html for every other page path.
 */
export const serveClient = (app: Express, distDir: string) => {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return;
  app.use(
    "/assets",
    expressStaticGzip(join(distDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "365d" },
    }),
  );
  // A missing asset is a plain 404, never the SPA page (a stale tab would parse HTML as JavaScript).
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { maxAge: "1h" },
    }),
  );
  app.get("/{*path}", (req, res, next) => {
    if (!req.accepts("html")) return next();
    res.set("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
};
