import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  PLACEMENT_FLAG_RULES,
  PLACEMENT_ITEMS_PAGE_SIZE,
  type AdminPlacementItem,
  type AdminPlacementItemsPage,
  type PlacementItemFlag,
} from "../../shared/api/admin-placement";
import { CEFR_BANDS, type CefrBand } from "../../shared/placement/bands";
import type { PlacementSkill } from "../../shared/placement/item-schema";
import { placementItems, placementResponses, placementTests } from "../../shared/schema/placement";
import type { Database } from "../db/connection";
import { isCountedTest } from "./counted-placement-tests";

type Filters = { level?: CefrBand; skill?: PlacementSkill; flagged: boolean; search: string; page: number };

const QUESTION_LENGTH = 90;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The question cut at a word for a list line. */
export const shortQuestion = (question: string) => {
  if (question.length <= QUESTION_LENGTH) return question;
  const cut = question.slice(0, QUESTION_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > QUESTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};

/**
 * The answers that count: those of tests finished within the time limit, the only ones with a final
 * placement (band and θ) earned by the rules, and only the first few of each address, as calibration
 * counts them (counted-placement-tests.ts). An open test's answers are still moving its estimate.
 */
const countedAnswers = and(
  isCountedTest(placementResponses.testId),
  isNotNull(placementTests.band),
  isNotNull(placementResponses.isCorrect),
);

const rightAsNumber = sql`case when ${placementResponses.isCorrect} then 1.0 else 0.0 end`;

/** One row per answered item: its answers, right answers, those at its own level, and the point-biserial. */
const itemStatistics = (db: Database) =>
  db
    .select({
      itemId: placementResponses.itemId,
      answers: sql<number>`count(*)::int`.as("answers"),
      right: sql<number>`count(*) filter (where ${placementResponses.isCorrect})::int`.as("right_answers"),
      levelAnswers: sql<number>`count(*) filter (where ${placementTests.band} = ${placementItems.level})::int`.as("level_answers"),
      levelRight:
        sql<number>`count(*) filter (where ${placementTests.band} = ${placementItems.level} and ${placementResponses.isCorrect})::int`.as(
          "level_right",
        ),
      // Pearson's r between a 0/1 variable and θ is the point-biserial correlation; null when either has no spread.
      pointBiserial: sql<number | null>`corr(${rightAsNumber}, ${placementTests.theta})`.as("point_biserial"),
    })
    .from(placementResponses)
    .innerJoin(placementTests, eq(placementTests.id, placementResponses.testId))
    .innerJoin(placementItems, eq(placementItems.id, placementResponses.itemId))
    .where(countedAnswers)
    .groupBy(placementResponses.itemId)
    .as("item_statistics");

/** The flags as SQL, so that "flagged only" filters before paging. Shares compare as exact decimals. */
const flagConditions = (stats: ReturnType<typeof itemStatistics>) => {
  const rules = PLACEMENT_FLAG_RULES;
  const levelAnswers = sql`coalesce(${stats.levelAnswers}, 0)`;
  const enoughAtLevel = sql`${levelAnswers} >= ${rules.minLevelAnswers}`;
  const enoughForDiscrimination = sql`coalesce(${stats.answers}, 0) >= ${rules.minDiscriminationAnswers}`;
  return {
    tooEasy: sql<boolean>`(${enoughAtLevel} and ${stats.levelRight} >= ${String(rules.tooEasyShare)}::numeric * ${levelAnswers})`,
    tooHard: sql<boolean>`(${enoughAtLevel} and ${stats.levelRight} <= ${String(rules.tooHardShare)}::numeric * ${levelAnswers})`,
    lowDiscrimination: sql<boolean>`(${enoughForDiscrimination} and ${stats.pointBiserial} < ${rules.lowPointBiserial})`,
    notEnough: sql<boolean>`(not ${enoughAtLevel} or not ${enoughForDiscrimination})`,
  };
};

/** Right shares by the candidates' final level, for the items of one page. */
const figuresByBand = async (db: Database, itemIds: number[]) => {
  if (itemIds.length === 0) return new Map<number, Map<string, { answers: number; right: number }>>();
  const rows = await db
    .select({
      itemId: placementResponses.itemId,
      band: placementTests.band,
      answers: count(),
      right: sql<number>`count(*) filter (where ${placementResponses.isCorrect})::int`,
    })
    .from(placementResponses)
    .innerJoin(placementTests, eq(placementTests.id, placementResponses.testId))
    .where(and(countedAnswers, inArray(placementResponses.itemId, itemIds)))
    .groupBy(placementResponses.itemId, placementTests.band);
  const byItem = new Map<number, Map<string, { answers: number; right: number }>>();
  for (const row of rows) {
    if (!byItem.has(row.itemId)) byItem.set(row.itemId, new Map());
    byItem.get(row.itemId)!.set(row.band!, { answers: row.answers, right: row.right });
  }
  return byItem;
};

const share = (right: number, answers: number) => (answers > 0 ? right / answers : null);

/**
 * A page of the placement bank, by level, skill and key, with each item's figures from finished tests and
 * its flags. The figures are aggregated in the database: the answers themselves never leave it.
 */
export const listPlacementItems = async ({ db, filters }: { db: Database; filters: Filters }): Promise<AdminPlacementItemsPage> => {
  const stats = itemStatistics(db);
  const flags = flagConditions(stats);
  const conditions: SQL[] = [];
  if (filters.level) conditions.push(eq(placementItems.level, filters.level));
  if (filters.skill) conditions.push(eq(placementItems.skill, filters.skill));
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(placementItems.key, pattern),
        ilike(placementItems.question, pattern),
        ilike(placementItems.passage, pattern),
        ilike(placementItems.say, pattern),
      )!,
    );
  }
  if (filters.flagged) conditions.push(sql`(${flags.tooEasy} or ${flags.tooHard} or ${flags.lowDiscrimination})`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [{ total } = { total: 0 }], [{ bankAnswers } = { bankAnswers: 0 }]] = await Promise.all([
    db
      .select({
        id: placementItems.id,
        key: placementItems.key,
        skill: placementItems.skill,
        level: placementItems.level,
        question: placementItems.question,
        difficulty: placementItems.difficulty,
        discrimination: placementItems.discrimination,
        calibratedAt: placementItems.calibratedAt,
        isRetired: placementItems.isRetired,
        answers: stats.answers,
        right: stats.right,
        pointBiserial: stats.pointBiserial,
        tooEasy: flags.tooEasy,
        tooHard: flags.tooHard,
        lowDiscrimination: flags.lowDiscrimination,
        notEnough: flags.notEnough,
      })
      .from(placementItems)
      .leftJoin(stats, eq(stats.itemId, placementItems.id))
      .where(where)
      .orderBy(asc(placementItems.level), asc(placementItems.skill), asc(placementItems.key))
      .limit(PLACEMENT_ITEMS_PAGE_SIZE)
      .offset((filters.page - 1) * PLACEMENT_ITEMS_PAGE_SIZE),
    db.select({ total: count() }).from(placementItems).leftJoin(stats, eq(stats.itemId, placementItems.id)).where(where),
    db
      .select({ bankAnswers: count() })
      .from(placementResponses)
      .innerJoin(placementTests, eq(placementTests.id, placementResponses.testId))
      .where(countedAnswers),
  ]);

  const bands = await figuresByBand(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): AdminPlacementItem => {
    const answers = row.answers ?? 0;
    const itemBands = bands.get(row.id);
    const flagged: [PlacementItemFlag, boolean][] = [
      ["too_easy", row.tooEasy],
      ["too_hard", row.tooHard],
      ["low_discrimination", row.lowDiscrimination],
      ["not_enough_answers", row.notEnough],
    ];
    return {
      id: row.id,
      key: row.key,
      skill: row.skill,
      level: row.level,
      question: shortQuestion(row.question),
      difficulty: row.difficulty,
      discrimination: row.discrimination,
      calibratedAt: row.calibratedAt?.toISOString() ?? null,
      isRetired: row.isRetired,
      answers,
      rightShare: share(row.right ?? 0, answers),
      byBand: CEFR_BANDS.map((band) => {
        const figure = itemBands?.get(band) ?? { answers: 0, right: 0 };
        return { band, answers: figure.answers, rightShare: share(figure.right, figure.answers) };
      }),
      pointBiserial: row.pointBiserial === null ? null : Number(row.pointBiserial),
      flags: flagged.filter(([, isSet]) => Boolean(isSet)).map(([flag]) => flag),
    };
  });
  return { page: filters.page, pageSize: PLACEMENT_ITEMS_PAGE_SIZE, total, items, bankAnswers };
};
