import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placementItems } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { createTestApp } from "../test/test-app";
import { formatCalibrationReport, parseCalibrationArguments } from "./calibration-command";
import { runCalibration } from "./calibration-run";
import {
  emptyPlacementBank,
  insertPlacementAnswers,
  insertPlacementItem,
  insertPlacementTest,
  normalDeviate,
  seededRandom,
  type FixtureAnswer,
} from "./calibration-test-fixtures";
import { PLACEMENT_TESTS_PER_SOURCE } from "./counted-placement-tests";
import { probabilityCorrect } from "./irt";

const NOW = new Date("2026-11-27T03:00:00Z");

/**
 * 600 finished tests of candidates of known ability, each answering 15 anchor items (stored with their
 * true parameters, so the tests measure well) and one item stored with the wrong parameters (b 0.75, a 1.7
 * where the answers follow b 1.2, a 1.3); 12 of them also answer an item with too few answers; an open
 * test's answers must not count. Answers are drawn from the 2PL with a seeded generator.
 */
const seedAnswers = async (db: Database) => {
  await emptyPlacementBank(db);
  const random = seededRandom(2026);
  const anchors = await Promise.all(
    Array.from({ length: 15 }, (_, index) =>
      insertPlacementItem(db, {
        key: `anchor-${index}`,
        skill: "grammar",
        level: "B1",
        difficulty: -3 + index * (6 / 14),
        discrimination: 1.5,
      }),
    ),
  );
  const many = await insertPlacementItem(db, {
    key: "b2-reading-many",
    skill: "reading",
    level: "B2",
    difficulty: 0.75,
    discrimination: 1.7,
  });
  const few = await insertPlacementItem(db, {
    key: "a1-grammar-few",
    skill: "grammar",
    level: "A1",
    difficulty: -3.75,
    discrimination: 1.7,
  });
  const truth = { difficulty: 1.2, discrimination: 1.3 };
  const answers: FixtureAnswer[] = [];
  type Parameters = { difficulty: number; discrimination: number };
  const answer = (testId: number, theta: number, item: Parameters & { id: number }, parameters: Parameters = item) =>
    answers.push({ testId, itemId: item.id, isCorrect: random() < probabilityCorrect(theta, parameters) });
  for (let index = 0; index < 600; index++) {
    const theta = normalDeviate(random, 0.5, 1.5);
    // The stored θ and band are the test's own business: calibration re-estimates from the answers.
    const test = await insertPlacementTest(db, { band: "B1", theta: 0 });
    for (const anchor of anchors) answer(test.id, theta, anchor);
    answer(test.id, theta, many, truth);
    if (index < 12) answer(test.id, theta, few);
  }
  const open = await insertPlacementTest(db, { band: null, theta: 5, status: "in_progress" });
  answers.push({ testId: open.id, itemId: many.id, isCorrect: false });
  await insertPlacementAnswers(db, answers);
  return { many, few, truth };
};

const rowOf = async (db: Database, id: number) => (await db.select().from(placementItems).where(eq(placementItems.id, id)))[0]!;

describe("placement calibration run", () => {
  it("a dry run reports the new parameters of items with enough answers and writes nothing", async () => {
    const { db } = await createTestApp();
    const { many, few, truth } = await seedAnswers(db);
    const changes = await runCalibration({ db, minAnswers: 50, dryRun: true, now: NOW });
    const manyChange = changes.find((change) => change.id === many.id)!;
    expect(manyChange).toMatchObject({ key: "b2-reading-many", answers: 600, before: { difficulty: 0.75, discrimination: 1.7 } });
    expect(Math.abs(manyChange.after!.difficulty - truth.difficulty)).toBeLessThan(0.15);
    expect(Math.abs(manyChange.after!.discrimination - truth.discrimination)).toBeLessThan(0.3);
    expect(changes.find((change) => change.id === few.id)).toMatchObject({ answers: 12, after: null });
    expect(await rowOf(db, many.id)).toMatchObject({ difficulty: 0.75, discrimination: 1.7, calibratedAt: null });

    const report = formatCalibrationReport(changes, { dryRun: true, minAnswers: 50 });
    const lines = report.split("\n");
    expect(lines[0]).toBe("item              old b  old a   new b  new a  answers");
    // By level and key: the 15 anchors (B1), then the B2 item; the A1 item is not re-estimated.
    expect(lines).toHaveLength(1 + 16 + 2);
    expect(lines[16]).toBe(
      `b2-reading-many    0.75   1.70  ${manyChange.after!.difficulty.toFixed(2).padStart(6)} ${manyChange.after!.discrimination.toFixed(2).padStart(6)}      600`,
    );
    expect(lines.slice(-2)).toEqual([
      "16 of 17 items re-estimated; 1 kept their parameters (fewer than 50 answers).",
      "Dry run: nothing was written.",
    ]);
  });

  it("without --dry-run saves the parameters and the time of calibration; an item under the minimum keeps its own", async () => {
    const { db } = await createTestApp();
    const { many, few } = await seedAnswers(db);
    const changes = await runCalibration({ db, minAnswers: 50, dryRun: false, now: NOW });
    const after = changes.find((change) => change.id === many.id)!.after!;
    expect(await rowOf(db, many.id)).toMatchObject({ ...after, calibratedAt: NOW });
    expect(await rowOf(db, few.id)).toMatchObject({ difficulty: -3.75, discrimination: 1.7, calibratedAt: null });
    expect(formatCalibrationReport(changes, { dryRun: false, minAnswers: 50 }).split("\n").at(-1)).toBe("The new parameters are saved.");

    // A lower minimum takes the second item in too.
    await runCalibration({ db, minAnswers: 10, dryRun: false, now: NOW });
    expect((await rowOf(db, few.id)).calibratedAt).toEqual(NOW);
  });

  it(`learns only from tests finished within the time limit, and from at most ${PLACEMENT_TESTS_PER_SOURCE} tests of one address`, async () => {
    const { db } = await createTestApp();
    const { many, truth } = await seedAnswers(db);
    const anchors = (await db.select().from(placementItems)).filter((item) => item.key.startsWith("anchor-"));
    // Each poisoning test answers every anchor right (a strong candidate) and the item wrong, to make it look hard.
    const poison: FixtureAnswer[] = [];
    const poisonWith = async (test: Parameters<typeof insertPlacementTest>[1], count: number) => {
      for (let index = 0; index < count; index++) {
        const { id } = await insertPlacementTest(db, test);
        for (const anchor of anchors) poison.push({ testId: id, itemId: anchor.id, isCorrect: true });
        poison.push({ testId: id, itemId: many.id, isCorrect: false });
      }
    };
    await poisonWith({ band: "C1", theta: 3, status: "in_progress" }, 100);
    await poisonWith({ band: "C1", theta: 3, endReason: "time_limit", minutes: 16 }, 100);
    // Ended by precision but stored as finished after the limit: not a sitting within the rules either.
    await poisonWith({ band: "C1", theta: 3, endReason: "precision", minutes: 20 }, 100);
    await poisonWith({ band: "C1", theta: 3, endReason: "precision", sourceKey: "one-address" }, 300);
    await insertPlacementAnswers(db, poison);

    const change = (await runCalibration({ db, minAnswers: 50, dryRun: true, now: NOW })).find((entry) => entry.id === many.id)!;
    expect(change.answers).toBe(600 + PLACEMENT_TESTS_PER_SOURCE);
    expect(Math.abs(change.after!.difficulty - truth.difficulty)).toBeLessThan(0.2);
  });

  it("reads its options from the command line and refuses nonsense with the usage", () => {
    expect(parseCalibrationArguments([])).toEqual({ dryRun: false, minAnswers: 50, help: false });
    expect(parseCalibrationArguments(["--dry-run", "--min-answers", "80"])).toEqual({ dryRun: true, minAnswers: 80, help: false });
    expect(parseCalibrationArguments(["--min-answers=30"])).toMatchObject({ minAnswers: 30 });
    expect(() => parseCalibrationArguments(["--min-answers", "5"])).toThrow(
      '--min-answers must be a whole number of at least 10 (got "5")',
    );
    expect(() => parseCalibrationArguments(["--min-answers", "ten"])).toThrow("--min-answers must be a whole number of at least 10");
    expect(() => parseCalibrationArguments(["--min-answers", "50.5"])).toThrow("--min-answers must be a whole number of at least 10");
    expect(() => parseCalibrationArguments(["--force"])).toThrow(/Unknown option '--force'[\s\S]*Usage: npm run placement:calibrate/);
  });

  it("says so when no item has enough answers", () => {
    const report = formatCalibrationReport(
      [{ id: 1, key: "a1-x", answers: 3, before: { difficulty: -3.75, discrimination: 1.7 }, after: null }],
      { dryRun: false, minAnswers: 50 },
    );
    expect(report).toBe("0 of 1 items re-estimated; 1 kept their parameters (fewer than 50 answers).\nNothing to save.");
  });
});
