import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { compileCatalogues } from "./client/vite/compile-catalogues";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./client"),
  publicDir: fromRoot("./client/public"),
  plugins: [
    compileCatalogues(),
    react(),
    tailwindcss(),
    // Precompressed .gz and .br files beside the assets: compressing on the fly costs ~8x throughput.
    compression({ algorithms: ["gzip", "brotliCompress"], exclude: [/\.(png|jpg|jpeg|webp|woff2)$/] }),
  ],
  resolve: {
    alias: {
      "@": fromRoot("./client/src"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // A catalogue part is named by its language and part (i18n-ja-core-<hash>.js): the bench weighs each.
        chunkFileNames: (chunk) => {
          const part = /shared\/i18n\/messages\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? "");
          return part ? `assets/i18n-${part[1]}-${part[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 5000}`, changeOrigin: false } },
  },
});
