import { describe, expect, it } from "vitest";
import { createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";
import {
  emptyPlacementBank,
  insertPlacementAnswers,
  insertPlacementItem,
  insertPlacementTest,
  type FixtureAnswer,
} from "./calibration-test-fixtures";

/** Pearson's r computed here, independently of the database's corr(). */
const pearson = (pairs: [number, number][]) => {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  const [mx, my] = [mean(xs), mean(ys)];
  const covariance = pairs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const spread = (values: number[], centre: number) => Math.sqrt(values.reduce((sum, value) => sum + (value - centre) ** 2, 0));
  return covariance / (spread(xs, mx) * spread(ys, my));
};

const LONG_QUESTION =
  "Which of these sentences says that the speaker finished the report before the meeting began, and not during or after it?";

/**
 * Forty finished tests: twenty placed at B1, ten at A2, ten at C1, each with its own θ; an open test; and
 * five items whose answers make each flag appear (or not) for a known reason.
 */
const seedFigures = async (testApp: TestApp) => {
  const { db } = testApp;
  await emptyPlacementBank(db);
  const easy = await insertPlacementItem(db, { key: "b1-grammar-easy", skill: "grammar", level: "B1", difficulty: -0.75 });
  const hard = await insertPlacementItem(db, { key: "b1-vocabulary-hard", skill: "vocabulary", level: "B1", question: LONG_QUESTION });
  const flat = await insertPlacementItem(db, { key: "a2-reading-flat", skill: "reading", level: "A2" });
  const fresh = await insertPlacementItem(db, { key: "c1-listening-new", skill: "listening", level: "C1" });
  const quiet = await insertPlacementItem(db, { key: "b2-grammar-quiet", skill: "grammar", level: "B2", isRetired: true });

  const b1 = await Promise.all(Array.from({ length: 20 }, (_, index) => insertPlacementTest(db, { band: "B1", theta: -1 + index * 0.02 })));
  const a2 = await Promise.all(
    Array.from({ length: 10 }, (_, index) => insertPlacementTest(db, { band: "A2", theta: -2.5 + index * 0.05 })),
  );
  const c1 = await Promise.all(Array.from({ length: 10 }, (_, index) => insertPlacementTest(db, { band: "C1", theta: 2 + index * 0.05 })));
  const open = await insertPlacementTest(db, { band: null, theta: 0, status: "in_progress" });
  const everyone = [...b1, ...a2, ...c1];

  const answers: FixtureAnswer[] = [
    // 19 of 20 B1 candidates right: too easy for B1. A2 wrong, C1 right: it still discriminates.
    ...b1.map((test, index) => ({ testId: test.id, itemId: easy.id, isCorrect: index < 19 })),
    ...a2.map((test) => ({ testId: test.id, itemId: easy.id, isCorrect: false })),
    ...c1.map((test) => ({ testId: test.id, itemId: easy.id, isCorrect: true })),
    // 5 of 20 B1 candidates right (exactly the 0.25 limit): too hard for B1. C1 all right.
    ...b1.map((test, index) => ({ testId: test.id, itemId: hard.id, isCorrect: index < 5 })),
    ...c1.map((test) => ({ testId: test.id, itemId: hard.id, isCorrect: true })),
    // Right on every other test whatever the level: no discrimination; only 10 answers from A2 candidates.
    ...everyone.map((test, index) => ({ testId: test.id, itemId: flat.id, isCorrect: index % 2 === 0 })),
    // Three answers only.
    { testId: a2[0]!.id, itemId: fresh.id, isCorrect: false },
    { testId: c1[0]!.id, itemId: fresh.id, isCorrect: true },
    { testId: c1[1]!.id, itemId: fresh.id, isCorrect: true },
    // Neither an open test's answer nor an item left unanswered counts.
    { testId: open.id, itemId: quiet.id, isCorrect: true },
    { testId: c1[2]!.id, itemId: quiet.id, isCorrect: null },
  ];
  await insertPlacementAnswers(db, answers);
  const thetaOf = new Map(everyone.map((test) => [test.id, test.theta]));
  const pointBiserialOf = (itemId: number) =>
    pearson(answers.filter((answer) => answer.itemId === itemId).map((answer) => [answer.isCorrect ? 1 : 0, thetaOf.get(answer.testId)!]));
  return { easyPointBiserial: pointBiserialOf(easy.id), flatPointBiserial: pointBiserialOf(flat.id) };
};

const keysOf = (body: { items: { key: string }[] }) => body.items.map((item) => item.key);

describe("admin placement items", () => {
  it("refuses a student (403) and a visitor (401)", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const asStudent = await agent.get("/api/admin/placement/items");
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe("Administrator access required");
    const asVisitor = await testApp.request().get("/api/admin/placement/items");
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.message).toBe("Please sign in to continue");
  });

  it("says how each item was answered in finished tests, overall and by the candidates' level, with its flags", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { easyPointBiserial, flatPointBiserial } = await seedFigures(testApp);
    const response = await admin.get("/api/admin/placement/items");
    expect(response.status).toBe(200);
    // 40 + 30 + 40 + 3 answers of finished tests.
    expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 5, bankAnswers: 113 });
    // By level, then skill, then key.
    expect(keysOf(response.body)).toEqual([
      "a2-reading-flat",
      "b1-grammar-easy",
      "b1-vocabulary-hard",
      "b2-grammar-quiet",
      "c1-listening-new",
    ]);
    const [flat, easy, hard, quiet, fresh] = response.body.items;

    expect(easy).toMatchObject({
      skill: "grammar",
      level: "B1",
      question: "Question of b1-grammar-easy",
      difficulty: -0.75,
      discrimination: 1.7,
      calibratedAt: null,
      isRetired: false,
      answers: 40,
      rightShare: 29 / 40,
      flags: ["too_easy"],
    });
    expect(easy.byBand).toEqual([
      { band: "A1", answers: 0, rightShare: null },
      { band: "A2", answers: 10, rightShare: 0 },
      { band: "B1", answers: 20, rightShare: 0.95 },
      { band: "B2", answers: 0, rightShare: null },
      { band: "C1", answers: 10, rightShare: 1 },
      { band: "C2", answers: 0, rightShare: null },
    ]);
    expect(easy.pointBiserial).toBeCloseTo(easyPointBiserial, 10);
    expect(easy.pointBiserial).toBeGreaterThan(0.6);

    expect(hard).toMatchObject({ answers: 30, rightShare: 0.5, flags: ["too_hard"] });
    expect(hard.byBand[2]).toEqual({ band: "B1", answers: 20, rightShare: 0.25 });
    expect(hard.question).toBe("Which of these sentences says that the speaker finished the report before the meeting…");

    expect(flat).toMatchObject({ answers: 40, rightShare: 0.5, flags: ["low_discrimination", "not_enough_answers"] });
    expect(flat.pointBiserial).toBeCloseTo(flatPointBiserial, 10);
    expect(Math.abs(flat.pointBiserial)).toBeLessThan(0.2);

    expect(fresh).toMatchObject({ answers: 3, rightShare: 2 / 3, flags: ["not_enough_answers"] });
    expect(fresh.byBand.filter((figure: { answers: number }) => figure.answers > 0)).toEqual([
      { band: "A2", answers: 1, rightShare: 0 },
      { band: "C1", answers: 2, rightShare: 1 },
    ]);

    // The open test's answer and the unanswered item are not counted; a retired item is still listed.
    expect(quiet).toMatchObject({ isRetired: true, answers: 0, rightShare: null, pointBiserial: null, flags: ["not_enough_answers"] });
  });

  it("filters by level, skill, flags and words, and pages", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    await seedFigures(testApp);
    const list = async (query: string) => {
      const response = await admin.get(`/api/admin/placement/items?${query}`);
      expect(response.status).toBe(200);
      return response.body;
    };
    expect(keysOf(await list("level=B1"))).toEqual(["b1-grammar-easy", "b1-vocabulary-hard"]);
    expect(keysOf(await list("skill=listening"))).toEqual(["c1-listening-new"]);
    // "Not enough answers yet" is a notice, not a problem: flagged means too easy, too hard or low discrimination.
    expect(keysOf(await list("flagged=true"))).toEqual(["a2-reading-flat", "b1-grammar-easy", "b1-vocabulary-hard"]);
    expect(await list("flagged=true&level=B1&skill=vocabulary")).toMatchObject({ total: 1 });
    expect(keysOf(await list("search=QUIET"))).toEqual(["b2-grammar-quiet"]);
    expect(keysOf(await list("search=meeting%20began"))).toEqual(["b1-vocabulary-hard"]);
    expect(keysOf(await list("search=100%25"))).toEqual([]);
    expect(keysOf(await list("level=&skill=&flagged=&search="))).toHaveLength(5);
    expect(await list("page=2")).toMatchObject({ page: 2, total: 5, items: [] });
    // The bank's answers whatever the filters: the screen tells "no answers yet" from "no match".
    expect(await list("skill=listening")).toMatchObject({ total: 1, bankAnswers: 113 });
  });

  it("answers a bad filter with a clear 400", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const cases: [string, string][] = [
      ["level=D1", "Choose a level from A1 to C2"],
      ["skill=spelling", "Choose grammar, vocabulary, reading or listening"],
      ["flagged=maybe", "Flagged must be true or false"],
      ["page=0", "Page must be 1 or more"],
      [`search=${"a".repeat(201)}`, "Search must be at most 200 characters"],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/admin/placement/items?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBe(message);
    }
  });

  it("with no answers yet, lists every item with no figures and only the notice", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    await emptyPlacementBank(testApp.db);
    await insertPlacementItem(testApp.db, { key: "a1-vocabulary-cat", skill: "vocabulary", level: "A1" });
    const response = await admin.get("/api/admin/placement/items");
    expect(response.body.items).toEqual([
      expect.objectContaining({
        key: "a1-vocabulary-cat",
        answers: 0,
        rightShare: null,
        pointBiserial: null,
        flags: ["not_enough_answers"],
      }),
    ]);
    expect(response.body.bankAnswers).toBe(0);
    expect((await admin.get("/api/admin/placement/items?flagged=true")).body).toMatchObject({ total: 0, items: [] });
  });
});
