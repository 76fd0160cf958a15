import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { PROJECT_ROOT } from "./processes";

export const CLIENT_DIST_DIR = join(PROJECT_ROOT, "dist/client");
export const ASSETS_DIR = join(CLIENT_DIST_DIR, "assets");

/** Size as a browser receives it with gzip (level 9, like the .gz files the build writes). */
const gzipCache = new Map<string, number>();
export const gzipSizeOfAsset = (fileName: string) => {
  const cached = gzipCache.get(fileName);
  if (cached !== undefined) return cached;
  const path = join(ASSETS_DIR, fileName);
  // A file the browser fetched but the folder no longer has means the client was rebuilt meanwhile.
  if (!existsSync(path)) throw new Error(`dist/client/assets/${fileName} is gone: was the client rebuilt during the bench?`);
  const size = gzipSync(readFileSync(path), { level: 9 }).length;
  gzipCache.set(fileName, size);
  return size;
};

/** The assets index.html names: the entry script, its modulepreloads and the stylesheets. */
const readIndexAssets = () => {
  const html = readFileSync(join(CLIENT_DIST_DIR, "index.html"), "utf8");
  const found = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => basename(match[1]!));
  return {
    scripts: [
      ...found(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+)"/g),
      ...found(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g),
    ],
    stylesheets: found(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g),
  };
};

// Static imports in Vite's minified output: `from"./x.js"` and `import"./x.js"` (not `import("./x.js")`).
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/** The files a set of chunks loads before running: themselves and their static imports, transitively. */
const staticClosure = (start: string[]) => {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(ASSETS_DIR, file))) continue;
    seen.add(file);
    for (const match of readFileSync(join(ASSETS_DIR, file), "utf8").matchAll(STATIC_IMPORT)) queue.push(match[1]!);
  }
  return [...seen];
};

export type BundleReport = {
  /** Entry + modulepreloads + their static imports + the lazy home route chunk and its imports. */
  homeJs: { files: string[]; gzipBytes: number };
  homeCss: { files: string[]; gzipBytes: number };
  largestChunk: { file: string; gzipBytes: number };
  totalJsGzipBytes: number;
  /** React's development build is in the bundle: dist was built with NODE_ENV other than production. */
  isDevelopmentBuild: boolean;
};

// A warning only React's development build carries; production builds replace it with an error code.
const REACT_DEVELOPMENT_MARKER = "In HTML, %s cannot be a child";

const sum = (files: string[]) => files.reduce((total, file) => total + gzipSizeOfAsset(file), 0);

/** Static view of what the home route loads; the browser part reports what it really fetched. */
export const measureBundles = (): BundleReport => {
  const { scripts, stylesheets } = readIndexAssets();
  const assets = readdirSync(ASSETS_DIR);
  // The home screen is a lazy route: routes/home/home.tsx becomes home-<8-char hash>.js.
  const homeChunks = assets.filter((file) => /^home-[\w-]{8}\.js$/.test(file));
  const homeFiles = staticClosure([...scripts, ...homeChunks]);
  const jsFiles = assets.filter((file) => file.endsWith(".js"));
  const largest = jsFiles
    .map((file) => ({ file, gzipBytes: gzipSizeOfAsset(file) }))
    .reduce((best, chunk) => (chunk.gzipBytes > best.gzipBytes ? chunk : best), { file: "-", gzipBytes: 0 });
  return {
    homeJs: { files: homeFiles, gzipBytes: sum(homeFiles) },
    homeCss: { files: stylesheets, gzipBytes: sum(stylesheets) },
    largestChunk: largest,
    totalJsGzipBytes: sum(jsFiles),
    isDevelopmentBuild: homeFiles.some((file) => readFileSync(join(ASSETS_DIR, file), "utf8").includes(REACT_DEVELOPMENT_MARKER)),
  };
};

/** A hashed asset for the static target: the entry script, which every visit loads. */
export const pickHashedAsset = () => {
  const [entry] = readIndexAssets().scripts;
  return entry ? `/assets/${entry}` : undefined;
};
