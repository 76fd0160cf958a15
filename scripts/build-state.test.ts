import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { isClientBuildStale, isServerBuildStale, SERVER_ENTRY_POINTS, SERVER_OUT_DIR } from "./build-state.mjs";

const write = (root: string, path: string, secondsAgo: number) => {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, "x");
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
};

/** Folders count too (a deleted file changes its folder): writing the files above made them new. */
const ageFolders = (folder: string, secondsAgo: number) => {
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) ageFolders(join(folder, entry.name), secondsAgo);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(folder, when, when);
};

/** A repository with sources written a minute ago and, optionally, a build written after them. */
const repository = (options: { built: boolean }) => {
  const root = mkdtempSync(join(tmpdir(), "build-state-"));
  for (const source of ["package.json", "server/index.ts", "shared/constants.ts", "client/src/main.tsx", "client/index.html"])
    write(root, source, 60);
  if (options.built) {
    for (const entry of SERVER_ENTRY_POINTS) write(root, `${SERVER_OUT_DIR}/${entry}.js`, 10);
    write(root, "dist/client/index.html", 10);
  }
  ageFolders(root, 60);
  return root;
};

describe("whether npm start must build first", () => {
  it("builds when nothing is built", () => {
    const root = repository({ built: false });
    expect(isServerBuildStale(root)).toBe(true);
    expect(isClientBuildStale(root)).toBe(true);
  });

  it("does not build again when the build is newer than every source", () => {
    const root = repository({ built: true });
    expect(isServerBuildStale(root)).toBe(false);
    expect(isClientBuildStale(root)).toBe(false);
  });

  it("rebuilds the server, not the client, after a server file changed", () => {
    const root = repository({ built: true });
    write(root, "server/lib/new-helper.ts", 0);
    expect(isServerBuildStale(root)).toBe(true);
    expect(isClientBuildStale(root)).toBe(false);
  });

  it("rebuilds both after shared code changed, and the server when one program is older than its sources", () => {
    const root = repository({ built: true });
    write(root, "shared/api/courses.ts", 0);
    expect(isServerBuildStale(root)).toBe(true);
    expect(isClientBuildStale(root)).toBe(true);

    const partial = repository({ built: true });
    write(partial, `${SERVER_OUT_DIR}/${SERVER_ENTRY_POINTS[1]}.js`, 100);
    expect(isServerBuildStale(partial)).toBe(true);
  });
});
