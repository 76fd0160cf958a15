import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { isNoneMatchFresh } from "./read-cache";

/** The types of what the client build puts under /assets; anything else is left to express-static-gzip. */
const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  woff2: "font/woff2",
  wasm: "application/wasm",
};
/** A built file name: letters, digits, "-", "_" and dots; never a path separator or an encoded character. */
const ASSET_NAME = /^\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)\.([a-z0-9]+)$/;
/** Kept in memory up to these sizes: the chunks the pages load, never an odd large file. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

type Encoding = "br" | "gzip" | "identity";
type Variant = { body: Buffer; etag: string; modifiedAt: Date };
type Asset = { contentType: string; lastModified: string; variants: Partial<Record<Encoding, Variant>> };

const SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz", identity: "" };

/** br, then gzip, then the plain file: the order express-static-gzip is configured with for /assets. */
const chooseEncoding = (asset: Asset, acceptEncoding: string) => {
  if (asset.variants.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (asset.variants.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return asset.variants.identity ? "identity" : undefined;
};

const readVariant = (file: string): Variant | undefined => {
  try {
    const stats = statSync(file);
    if (stats.size > MAX_FILE_BYTES) return undefined;
    const body = readFileSync(file);
    return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, modifiedAt: stats.mtime };
  } catch {
    return undefined;
  }
};

/**
 * Hashed build files under /assets, from memory. Their names change with their content, so a file once
 * read never changes: it is read on its first request and answered from memory after that (one deleted by
 * a rebuild since stays servable to old tabs), with the year-long immutable cache, without the disk and
 * without serve-static's stat, stream and header work on every request (measured: 700 requests/s for the
 * 70 KB home chunk). Ranges, unknown types and files too large to keep go on to express-static-gzip.
 */
export const serveHashedAssetsFromMemory = (distDir: string): RequestHandler => {
  const assets = new Map<string, Asset>();
  let totalBytes = 0;

  // Only files that exist and fit are remembered (at most MAX_TOTAL_BYTES of them): a name that does not
  // exist, has another type or does not fit costs one stat and goes on, so made-up names cannot fill memory.
  const load = (name: string, extension: string): Asset | undefined => {
    const known = assets.get(name);
    if (known) return known;
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) return undefined;
    const file = join(distDir, "assets", name);
    const identity = readVariant(file);
    if (!identity) return undefined;
    const variants: Asset["variants"] = { identity };
    for (const encoding of ["br", "gzip"] as const) {
      const variant = readVariant(`${file}${SUFFIXES[encoding]}`);
      if (variant) variants[encoding] = variant;
    }
    const bytes = Object.values(variants).reduce((sum, variant) => sum + variant.body.length, 0);
    if (totalBytes + bytes > MAX_TOTAL_BYTES) return undefined;
    const asset: Asset = { contentType, lastModified: identity.modifiedAt.toUTCString(), variants };
    totalBytes += bytes;
    assets.set(name, asset);
    return asset;
  };

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url.startsWith("/assets/") || req.headers.range) return next();
    const match = ASSET_NAME.exec(req.url);
    const asset = match ? load(`${match[1]}.${match[2]}`, match[2]!) : undefined;
    const encoding = asset ? chooseEncoding(asset, req.headers["accept-encoding"] ?? "") : undefined;
    if (!asset || !encoding) return next();
    sendVariant(res, asset, encoding, req.method === "HEAD", req.headers["if-none-match"]);
  };
};

const sendVariant = (res: ServerResponse, asset: Asset, encoding: Encoding, isHead: boolean, ifNoneMatch: string | undefined) => {
  const { body, etag } = asset.variants[encoding]!;
  res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", asset.lastModified);
  if (isNoneMatchFresh(ifNoneMatch, etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Type", asset.contentType);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(isHead ? undefined : body);
};
