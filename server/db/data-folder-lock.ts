import { mkdirSync } from "node:fs";
import lockfile from "proper-lockfile";

/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it. A lock file (refreshed
 * while we live, stale after a crash) makes the second process stop with a clear message instead.
 */
export const lockDataFolder = async (folder: string): Promise<() => Promise<void>> => {
  mkdirSync(folder, { recursive: true });
  try {
    const release = await lockfile.lock(folder, { lockfilePath: `${folder}.lock`, stale: 15_000, update: 5_000 });
    return async () => {
      await release().catch(() => {});
    };
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") {
      throw new Error(
        `The database folder ${folder} is in use by another process. Stop it first (a process that just crashed frees it within 15 seconds), or set DATA_DIR to another folder.`,
        { cause: error },
      );
    }
    throw error;
  }
};
