import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags.mjs";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const flags = SERVER_NODE_FLAGS.join(" ");

describe("the server's node flags", () => {
  it("are the same for npm start, the systemd unit and the container image", () => {
    const packageJson = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(packageJson.scripts.start).toBe(`node ${flags} scripts/start.mjs`);
    expect(read("docs/deploy/college-site@.service")).toContain(`ExecStart=/usr/bin/node ${flags} scripts/start.mjs`);
    expect(read("docs/deploy/Dockerfile")).toContain(
      `CMD ["node", ${SERVER_NODE_FLAGS.map((flag) => JSON.stringify(flag)).join(", ")}, "scripts/start.mjs"]`,
    );
  });
});
