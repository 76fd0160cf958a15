import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root: the nearest folder above this module that holds package.json. Walking up (instead
 * of a fixed "../..") gives the same answer from server/lib under tsx and from dist/server in the build.
 */
export const findProjectRoot = (start: string): string => {
  let folder = start;
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${start}`);
    folder = parent;
  }
  return folder;
};

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `fromProjectRoot("migrations")`. */
export const fromProjectRoot = (...segments: string[]) => join(PROJECT_ROOT, ...segments);
