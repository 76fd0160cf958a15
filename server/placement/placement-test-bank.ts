import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { stringify } from "yaml";
import { CEFR_BANDS, ITEM_STEPS } from "../../shared/placement/bands";
import type { PlacementSkill } from "../../shared/placement/item-schema";
import { placementItems } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { seedPlacementBank } from "./seed-placement-bank";

/**
 * A made-up bank for tests, in the files' own format (so it goes through the real seed): per level a third
 * listening and the rest grammar, vocabulary and reading, every question different, right answers spread.
 */
const OTHER_SKILLS = ["grammar", "vocabulary", "reading"] as const;

export const writeTestBank = (root: string, { perLevel = 48 }: { perLevel?: number } = {}) => {
  mkdirSync(root, { recursive: true });
  for (const level of CEFR_BANDS) {
    const items = Array.from({ length: perLevel }, (_, index) => {
      const skill: PlacementSkill = index % 3 === 0 ? "listening" : OTHER_SKILLS[Math.floor((index * 2) / 3) % 3]!;
      const key = `${level.toLowerCase()}-${skill}-${String(index + 1).padStart(2, "0")}`;
      return {
        key,
        skill,
        level,
        step: ITEM_STEPS[index % 3],
        ...(skill === "reading" ? { passage: `Passage ${key}: Sam walks to the shop every morning.` } : {}),
        ...(skill === "listening" ? { say: `Recording ${key}: the train leaves at nine.` } : {}),
        question: `Question ${key}: which option is right?`,
        options: [`first ${key}`, `second ${key}`, `third ${key}`, `fourth ${key}`],
        answer: index % 4,
      };
    });
    writeFileSync(join(root, `${level.toLowerCase()}.yaml`), stringify(items));
  }
  return root;
};

let testBankRoot: string | undefined;

/**
 * Tests of the placement test run on the made-up bank while content/placement is still short of a usable
 * one (writers are filling it); once it is, they run on the real bank.
 */
export const useTestBankIfShort = async (db: Database, minimum = 200) => {
  const [active] = await db.select({ value: count() }).from(placementItems).where(eq(placementItems.isRetired, false));
  if (active!.value >= minimum) return;
  testBankRoot ??= writeTestBank(join(mkdtempSync(join(tmpdir(), "placement-bank-")), "placement"));
  await db.transaction((tx) => seedPlacementBank(tx, testBankRoot));
};

/** The right answer to an item (tests answer as a strong or a weak learner would). */
export const rightAnswerOf = async (db: Database, itemId: number) =>
  (await db.select({ answer: placementItems.answer }).from(placementItems).where(eq(placementItems.id, itemId)))[0]!.answer;
