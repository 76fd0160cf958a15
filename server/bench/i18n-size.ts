import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { fromProjectRoot } from "../lib/project-root";
import { CATALOGUE_PARTS } from "../../shared/i18n/catalogue";
import { LOCALES } from "../../shared/i18n/locales";
import { ASSETS_DIR, gzipSizeOfAsset } from "./bundle-size";

export type I18nSizes = {
  /** Lingui's runtime and the app's i18n glue, minified and gzipped: what every page pays for languages. */
  runtimeGzipBytes: number;
  /** Each language's catalogue parts (core, site, learner, kids), each fetched when a screen needs it. */
  catalogueGzipBytes: Record<string, Record<string, number>>;
};

/** The glue that the entry chunk holds (the catalogues are separate chunks and left out here). */
const RUNTIME_ENTRY = `
export { i18n, activateLocale } from "./client/src/i18n/i18n";
export { useT } from "./client/src/i18n/use-t";
export { Trans } from "./client/src/i18n/trans";
export { translateMessage } from "./client/src/i18n/translate-message";
export { detectLocale } from "./client/src/i18n/detect-locale";
`;

export async function measureI18n(): Promise<I18nSizes> {
  const result = await build({
    stdin: { contents: RUNTIME_ENTRY, resolveDir: fromProjectRoot(), loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    // React is paid for anyway; a catalogue is its own chunk (measured below).
    external: ["react", "react/jsx-runtime"],
    plugins: [
      {
        name: "catalogues-apart",
        setup: (esbuild) => esbuild.onResolve({ filter: /i18n\/messages\/|pseudo-catalogue/ }, ({ path }) => ({ path, external: true })),
      },
    ],
    // As in the browser build: Lingui's development-only paths (its message compiler) drop out.
    define: { "process.env.NODE_ENV": '"production"' },
    alias: { "@": fromProjectRoot("client/src"), "@shared": fromProjectRoot("shared") },
    jsx: "automatic",
    logLevel: "silent",
  });
  const runtimeGzipBytes = gzipSync(result.outputFiles[0]!.contents).length;
  const assets = readdirSync(ASSETS_DIR);
  const catalogueGzipBytes: Record<string, Record<string, number>> = {};
  for (const locale of LOCALES) {
    catalogueGzipBytes[locale] = {};
    for (const part of Object.keys(CATALOGUE_PARTS)) {
      // vite.config.ts names them i18n-<locale>-<part>-<hash>.js.
      const chunk = assets.find((file) => file.startsWith(`i18n-${locale}-${part}-`) && file.endsWith(".js"));
      if (chunk) catalogueGzipBytes[locale][part] = gzipSizeOfAsset(chunk);
    }
  }
  return { runtimeGzipBytes, catalogueGzipBytes };
}
