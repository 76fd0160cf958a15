import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Express } from "express";
import expressStaticGzip from "express-static-gzip";
import { isPageRoute } from "../../shared/page-routes";

// The last segment of a path names a file when it has an extension ("/images/x.svg", "/robots.txt").
const NAMES_A_FILE = /\.[A-Za-z0-9]+$/;

/**
 * Serves the built SPA: precompressed .br/.gz files chosen by Accept-Encoding (compressing on the fly
 * costs ~8x throughput), hashed assets cached for a year, and index.html for every other page path: with
 * 200 when one of the client's routes (PAGE_ROUTES) matches it, else with 404, so that link checkers and
 * search engines see the miss while a person sees the app's own "Page Not Found".
 * A missing file (a path under one of the built folders such as /images or /assets, or any path with a
 * file extension) is a plain 404: an <img> or a script must never receive the app's HTML page.
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
  const staticFolders = readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}/`);
  app.get("/{*path}", (req, res, next) => {
    const isFilePath = NAMES_A_FILE.test(req.path) || staticFolders.some((folder) => req.path.startsWith(folder));
    if (isFilePath && !req.path.startsWith("/api/")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (!req.accepts("html")) return next();
    res.set("Cache-Control", "no-cache");
    res.status(isPageRoute(req.path) ? 200 : 404).sendFile(indexFile);
  });
};
