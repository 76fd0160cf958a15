import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedPglite } from "../db/embedded-settings";

export type ScratchDatabase = { db: PGlite; dispose: () => Promise<void> };

/** A run folder this old was left by a process that stopped in the middle of a verification. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** The empty database, built once into a temporary folder and renamed into place (two instances may race). */
const buildTemplate = async (folder: string, template: string) => {
  const building = mkdtempSync(join(folder, "building-"));
  try {
    const db = await createEmbeddedPglite(building);
    await db.close();
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
};

const removeAbandonedRuns = (folder: string, now: number) => {
  for (const name of readdirSync(folder)) {
    if (!name.startsWith("run-") && !name.startsWith("building-")) continue;
    const path = join(folder, name);
    if (now - statSync(path).mtimeMs > ABANDONED_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
};

/**
 * A scratch PGlite to load a backup into. A new in-memory PGlite builds its database from nothing, which
 * takes the process to about 500 MB for a moment; opening a copy of an empty database folder costs about
 * a third of that. With `folder`, the empty database is built there once ("template") and each use opens
 * a copy of it; without, an in-memory database (tests, tools).
 */
export const openScratchDatabase = async (folder?: string): Promise<ScratchDatabase> => {
  if (!folder) {
    const db = await createEmbeddedPglite();
    return { db, dispose: () => db.close().catch(() => {}) };
  }
  // Private to the app's user: each run holds a copy of the data being verified. mkdtemp's run folders
  // are 0700 already; the folder itself is tightened also when an older version created it 0755.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  removeAbandonedRuns(folder, Date.now());
  const template = join(folder, "template");
  if (!existsSync(template)) await buildTemplate(folder, template);
  const runFolder = mkdtempSync(join(folder, "run-"));
  try {
    cpSync(template, runFolder, { recursive: true });
    const db = await createEmbeddedPglite(runFolder);
    return {
      db,
      dispose: async () => {
        await db.close().catch(() => {});
        rmSync(runFolder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(runFolder, { recursive: true, force: true });
    throw error;
  }
};
