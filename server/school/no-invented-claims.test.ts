import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root";

// The spec's marketing figures and claims that nothing on the site could bear out (decision 0068). Every
// figure is now counted (GET /api/school/figures) or configured (SCHOOL_*): none may come back as a literal.
const INVENTED = [
  { name: "2,500+ students", pattern: /2[,.\s ]?500\s?\+|2[,.\s ]?500 (international |monthly )?(students|learners)/i },
  { name: "95 % success or satisfaction", pattern: /\b95\s?%/ },
  { name: "a 4.9/5 rating", pattern: /4[.,]9\s?\/\s?5/ },
  {
    name: "UK accreditation or regulation",
    pattern: /UK-accredited|UK-regulated|accredited in the U|acreditad|accrédit|akkreditiert|英国認定|英国认证/i,
  },
];
// "24/7" only where the school's configured hours are every day, round the clock (isRoundTheClock).
const ROUND_THE_CLOCK_KEYS = new Set(["reasons.support.roundTheClockTitle", "contactDetails.roundTheClock"]);

const filesUnder = (folder: string, keep: (path: string) => boolean): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });

const fromRoot = (path: string) => join(PROJECT_ROOT, path);
const isSource = (path: string) => /\.(ts|tsx)$/.test(path) && !/\.test\.(ts|tsx)$/.test(path);

describe("no invented figure or claim", () => {
  it("is written into the client, the course catalogue, the seeded courses or the outreach mails", () => {
    const files = [
      ...filesUnder(fromRoot("client/src"), isSource),
      ...filesUnder(fromRoot("content/courses"), (path) => /\.(md|yaml)$/.test(path)),
      fromRoot("server/db/seed-data/courses.ts"),
      fromRoot("shared/outreach/templates.ts"),
      fromRoot("shared/constants.ts"),
    ];
    const found = files.flatMap((file) => {
      // Comments may quote a figure as an example of a format ("95%"); only what can reach a page counts.
      const text = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
        .join("\n");
      return INVENTED.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${relative(PROJECT_ROOT, file)}: ${name}`);
    });
    expect(found).toEqual([]);
    // About 1,300 files: a few seconds on a busy machine.
  }, 60_000);

  it("is in any language's catalogue, and 24/7 appears only in the texts shown for round-the-clock hours", () => {
    const folder = fromRoot("shared/i18n/messages");
    const found = filesUnder(folder, (path) => path.endsWith(".json")).flatMap((file) => {
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      return Object.entries(messages).flatMap(([key, text]) => [
        ...INVENTED.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${relative(folder, file)} ${key}: ${name}`),
        ...(/24\s?\/\s?7/.test(text) && !ROUND_THE_CLOCK_KEYS.has(key) ? [`${relative(folder, file)} ${key}: 24/7`] : []),
      ]);
    });
    expect(found).toEqual([]);
  });
});
