import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_DISCRIMINATION, initialDifficulty } from "../../shared/placement/bands";
import type { PlacementItemFile } from "../../shared/placement/item-schema";
import { placementItems } from "../../shared/schema/placement";
import type { DbExecutor } from "../db/connection";
import { fromProjectRoot } from "../lib/project-root";
import { loadPlacementBank } from "./load-placement-bank";

/** Where the seed reads the placement bank: content/placement/<level>.yaml. */
export const PLACEMENT_BANK_ROOT = fromProjectRoot("content", "placement");

/** The bank has problems of shape (not merely of size): the seed refuses to write any of it. */
export class PlacementBankError extends Error {}

/**
 * Problems that only say the bank is not complete yet (too few items, a skill or listening still short,
 * answers not yet spread). A bank still being written is seeded with what it has; npm run content:check
 * keeps reporting these. Anything else (a file that does not parse, an item the schema refuses, a key used
 * twice, a question asked twice) stops the seed.
 */
const STILL_BEING_WRITTEN = [
  /^\d+ items; (the bank|each level) needs at least \d+$/,
  /^\d+ of \d+ items are listening; at least a third must be$/,
  /^no (grammar|vocabulary|reading|listening) item$/,
  /^\d+ % of the right answers are option \d$/,
];

type PlannedItem = Omit<typeof placementItems.$inferInsert, "id" | "createdAt" | "updatedAt" | "calibratedAt" | "isRetired">;

const toPlanned = (item: PlacementItemFile): PlannedItem => ({
  key: item.key,
  skill: item.skill,
  level: item.level,
  passage: item.passage ?? null,
  say: item.say ?? null,
  question: item.question,
  options: [...item.options],
  answer: item.answer,
  difficulty: initialDifficulty(item.level, item.step),
  discrimination: DEFAULT_DISCRIMINATION,
});

// The suite re-seeds before every test: the files are parsed again only when one of them changed.
const plans = new Map<string, { signature: string; items: PlannedItem[] }>();

const folderSignature = (root: string) => {
  try {
    return readdirSync(root)
      .sort()
      .map((name) => {
        const stat = statSync(join(root, name));
        return `${name}:${stat.size}:${stat.mtimeMs}`;
      })
      .join("|");
  } catch {
    return "missing";
  }
};

/** The bank under `root`, checked and ready to write; throws naming every problem that is more than size. */
export const planPlacementBank = (root: string = PLACEMENT_BANK_ROOT): PlannedItem[] => {
  const signature = folderSignature(root);
  const cached = plans.get(root);
  if (cached?.signature === signature) return cached.items;
  const { items, problems } = loadPlacementBank(root);
  const refused = problems.filter((problem) => !STILL_BEING_WRITTEN.some((pattern) => pattern.test(problem.message)));
  if (refused.length > 0)
    throw new PlacementBankError(
      `The placement bank in ${root} has ${refused.length} problem(s), so the seed did not run (see npm run content:check):\n` +
        refused.map((problem) => `  ${problem.file}: ${problem.message}`).join("\n"),
    );
  const planned = items.map(toPlanned);
  plans.set(root, { signature, items: planned });
  return planned;
};

const TEXT_FIELDS = ["skill", "level", "passage", "say", "question", "options", "answer"] as const;

/**
 * Writes the bank into placement_items by key, idempotently (decision 0058):
 * - a new key is inserted with its level's starting parameters;
 * - a known key gets the file's text when it changed, and the starting parameters of its (possibly moved)
 *   level and step while it was never calibrated; calibrated parameters are never overwritten;
 * - a key gone from the files is retired (never deleted: answers point at it), and comes back if restored.
 * A second run issues no write. New items go in one statement (the per-test re-seed stays cheap). Without
 * the folder nothing changes.
 */
export const seedPlacementBank = async (tx: DbExecutor, root: string = PLACEMENT_BANK_ROOT) => {
  // No folder at all is a checkout without the bank yet, not a bank whose every item was taken out.
  if (!existsSync(root)) return;
  const planned = planPlacementBank(root);
  const existing = await tx.select().from(placementItems);
  const byKey = new Map(existing.map((row) => [row.key, row]));

  const toInsert: PlannedItem[] = [];
  for (const item of planned) {
    const row = byKey.get(item.key);
    if (!row) {
      toInsert.push(item);
      continue;
    }
    const changes: Partial<typeof placementItems.$inferInsert> = {};
    for (const field of TEXT_FIELDS) if (!isDeepStrictEqual(row[field], item[field])) Object.assign(changes, { [field]: item[field] });
    if (row.calibratedAt === null) {
      if (row.difficulty !== item.difficulty) changes.difficulty = item.difficulty;
      if (row.discrimination !== item.discrimination) changes.discrimination = item.discrimination;
    }
    // A retired item stays retired, whoever retired it (an admin on the Placement items screen, or this
    // seed when its file entry went): the seed runs at every start, and only an admin restores an item.
    if (Object.keys(changes).length > 0) await tx.update(placementItems).set(changes).where(eq(placementItems.id, row.id));
  }

  const inFiles = new Set(planned.map((item) => item.key));
  const gone = existing.filter((row) => !row.isRetired && !inFiles.has(row.key)).map((row) => row.id);
  if (gone.length > 0) await tx.update(placementItems).set({ isRetired: true }).where(inArray(placementItems.id, gone));

  if (toInsert.length > 0)
    // One parameter (a JSON array) for all rows: binding thousands of parameters is what makes a re-seed slow.
    await tx.execute(sql`
      insert into placement_items (key, skill, level, passage, say, question, options, answer, difficulty, discrimination)
      select key, skill, level, passage, say, question, options, answer, difficulty, discrimination
      from jsonb_to_recordset(${JSON.stringify(toInsert)}::jsonb) as rows(
        key text, skill text, level text, passage text, say text, question text, options jsonb, answer int,
        difficulty double precision, discrimination double precision
      )`);
};
