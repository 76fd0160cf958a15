import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { compileCatalogues } from "./client/vite/compile-catalogues";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { "@": fromRoot("./client/src"), "@shared": fromRoot("./shared") };

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core runner. The server tests
    // spend much of their time waiting on the database, so two workers there take about 60 % of the time
    // (embedded 550 s -> 343 s, PostgreSQL 331 s -> 235 s on 2 cores); each worker has its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "scripts/**/*.test.ts"],
          setupFiles: ["server/test/setup.ts"],
          // One migrated database per worker, kept across files (creating one costs seconds).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [compileCatalogues(), react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/test/setup.ts"],
          css: false,
          // Room for the 5 s waits of setup.ts on a loaded runner (vitest's default is 5 s a test).
          testTimeout: 15_000,
        },
      },
    ],
  },
});
