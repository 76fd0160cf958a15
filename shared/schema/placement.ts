import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CefrBand } from "../placement/bands";
import type { PlacementSkill } from "../placement/item-schema";
import { assessments } from "./assessment";
import { users } from "./auth";
import { createdAt, timestamptz, updatedAt } from "./columns";

/**
 * The adaptive placement test's item bank (content/placement, seeded by key). `difficulty` and
 * `discrimination` are the item's 2PL parameters on the placement scale (shared/placement/bands.ts): they
 * start from the intended level and are re-estimated from stored answers by `npm run placement:calibrate`.
 * The answer key never leaves the server.
 */
export const placementItems = pgTable(
  "placement_items",
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    skill: text().$type<PlacementSkill>().notNull(),
    level: text().$type<CefrBand>().notNull(),
    passage: text(),
    /** A listening item's spoken text. */
    say: text(),
    question: text().notNull(),
    options: jsonb().$type<string[]>().notNull(),
    answer: integer().notNull(),
    difficulty: doublePrecision().notNull(),
    discrimination: doublePrecision().notNull(),
    /** When calibration last re-estimated the parameters (null: still the intended level's). */
    calibratedAt: timestamptz(),
    /** An item taken out of the bank is retired, never deleted: answers to it stay readable. */
    isRetired: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("placement_items_key_unique").on(table.key),
    check("placement_items_answer_range", sql`${table.answer} between 0 and 3`),
  ],
);

/**
 * One sitting of the placement test. The server holds its state: the item on screen (`currentItemId`),
 * the ability estimate after each answer, and the result when it ends. A visitor's test belongs to their
 * session (`visitorKey`, a random key kept in the session) until they register or sign in, when it is
 * attached to the account (`userId`).
 */
export const placementTests = pgTable(
  "placement_tests",
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    visitorKey: text(),
    /**
     * Where the test was started from: a keyed hash of the starting address (an IPv4 address or an IPv6
     * /64), never the address itself. Exposure counting and calibration count a few tests per source at
     * most, so that one address cannot weigh more than a few candidates. Null on tests older than the column.
     */
    sourceKey: text(),
    status: text().$type<"in_progress" | "completed">().notNull().default("in_progress"),
    currentItemId: integer().references(() => placementItems.id),
    theta: doublePrecision().notNull().default(0),
    standardError: doublePrecision().notNull(),
    /** Why it ended: the estimate was precise enough, the item limit, or the time limit. */
    endReason: text().$type<"precision" | "max_items" | "time_limit">(),
    /** The result as computed at the end (shared/api/placement.ts PlacementResult, without isSaved). */
    result: jsonb().$type<Record<string, unknown>>(),
    band: text().$type<CefrBand>(),
    /** The stored result row of the account's history, once attached. */
    assessmentId: integer().references(() => assessments.id, { onDelete: "set null" }),
    startedAt: timestamptz().notNull().defaultNow(),
    completedAt: timestamptz(),
  },
  (table) => [
    index("placement_tests_user_index").on(table.userId, table.startedAt),
    index("placement_tests_visitor_index").on(table.visitorKey),
  ],
);

/** Each item a test showed, in order, and the answer given (null while it is on screen). */
export const placementResponses = pgTable(
  "placement_responses",
  {
    id: serial().primaryKey(),
    testId: integer()
      .notNull()
      .references(() => placementTests.id, { onDelete: "cascade" }),
    itemId: integer()
      .notNull()
      .references(() => placementItems.id),
    /** 1 for the first item shown. */
    position: integer().notNull(),
    answer: integer(),
    isCorrect: boolean(),
    shownAt: timestamptz().notNull().defaultNow(),
    answeredAt: timestamptz(),
  },
  (table) => [
    uniqueIndex("placement_responses_test_position_unique").on(table.testId, table.position),
    uniqueIndex("placement_responses_test_item_unique").on(table.testId, table.itemId),
    index("placement_responses_item_index").on(table.itemId),
  ],
);

export type PlacementItem = typeof placementItems.$inferSelect;
export type PlacementTest = typeof placementTests.$inferSelect;
export type PlacementResponse = typeof placementResponses.$inferSelect;
