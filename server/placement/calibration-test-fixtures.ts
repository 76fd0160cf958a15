import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import type { CefrBand } from "../../shared/placement/bands";
import type { PlacementSkill } from "../../shared/placement/item-schema";
import type { Database } from "../db/connection";

/**
 * Rows for the calibration tests: items, finished tests with their final placement, and answers. The bank
 * the seed loads is emptied first, so that each test reads only the rows it wrote.
 */
export const emptyPlacementBank = async (db: Database) => {
  await db.delete(placementResponses);
  await db.delete(placementTests);
  await db.delete(placementItems);
};

export const insertPlacementItem = async (
  db: Database,
  item: {
    key: string;
    skill: PlacementSkill;
    level: CefrBand;
    question?: string;
    difficulty?: number;
    discrimination?: number;
    isRetired?: boolean;
  },
) => {
  const [row] = await db
    .insert(placementItems)
    .values({
      question: `Question of ${item.key}`,
      options: ["one", "two", "three", "four"],
      answer: 0,
      difficulty: 0,
      discrimination: 1.7,
      ...item,
    })
    .returning();
  return row!;
};

const FIXTURE_STARTED_AT = new Date("2026-11-20T10:00:00Z");

/**
 * A test with its final placement, finished within the time limit by precision unless told otherwise (or
 * still open, without one). Each test is its own source unless `sourceKey` names a shared one.
 */
export const insertPlacementTest = async (
  db: Database,
  test: {
    band: CefrBand | null;
    theta: number;
    status?: "completed" | "in_progress";
    endReason?: "precision" | "max_items" | "time_limit";
    minutes?: number;
    sourceKey?: string;
  },
) => {
  const status = test.status ?? "completed";
  const isCompleted = status === "completed";
  const [row] = await db
    .insert(placementTests)
    .values({
      status,
      band: test.band,
      theta: test.theta,
      standardError: 0.3,
      sourceKey: test.sourceKey ?? null,
      endReason: isCompleted ? (test.endReason ?? "precision") : null,
      startedAt: FIXTURE_STARTED_AT,
      completedAt: isCompleted ? new Date(FIXTURE_STARTED_AT.getTime() + (test.minutes ?? 10) * 60_000) : null,
    })
    .returning();
  return row!;
};

export type FixtureAnswer = { testId: number; itemId: number; isCorrect: boolean | null };

/** Answers (right, wrong, or null: shown but not answered), numbered in order within each test; one call a test case. */
export const insertPlacementAnswers = async (db: Database, answers: FixtureAnswer[]) => {
  const positions = new Map<number, number>();
  const rows = answers.map(({ testId, itemId, isCorrect }) => {
    const position = (positions.get(testId) ?? 0) + 1;
    positions.set(testId, position);
    return {
      testId,
      itemId,
      position,
      answer: isCorrect === null ? null : isCorrect ? 0 : 1,
      isCorrect,
      answeredAt: isCorrect === null ? null : new Date(),
    };
  });
  // Batches keep each statement's parameters well under PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(placementResponses).values(rows.slice(start, start + 1_000));
};

/** mulberry32: a seeded uniform generator in [0, 1), the same numbers on every run. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
  return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
};

/** Box-Muller: a normal deviate from two uniform ones. */
export const normalDeviate = (random: () => number, mean: number, sd: number) =>
  mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
