import { eq } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { lessons } from "../../shared/schema/courses";
import { userLessonProgress } from "../../shared/schema/learning";
import { feedback } from "../../shared/schema/messages";
import { phonicsChildren, phonicsProgress } from "../../shared/schema/phonics";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementResponses } from "../../shared/schema/placement";
import { enqueueMail } from "../lib/outbox";
import { useTestBankIfShort } from "../placement/placement-test-bank";
import { createTestApp, post, signUp } from "../test/test-app";
import { exportRules, LEFT_OUT_TABLES, NOT_ABOUT_A_PERSON, schemaTables } from "./data-export.service";

type Export = { about: string; tables: Record<string, Record<string, unknown>[]> };

describe("GET /api/me/data-export", () => {
  it("is for a signed-in person only", async () => {
    const testApp = await createTestApp();
    const response = await supertest(testApp.app).get("/api/me/data-export");
    expect(response.status).toBe(401);
  });

  it("holds the person's rows and their children's as an attachment, nobody else's, and no password hash or mail body", async () => {
    const testApp = await createTestApp();
    const { agent, user } = await signUp(testApp);
    const other = await signUp(testApp, { username: "sipho", email: "sipho@example.com", firstName: "Sipho" });
    const [child] = await testApp.db
      .insert(phonicsChildren)
      .values({ parentUserId: user.id, firstName: "Lindiwe", age: 6, avatar: "lion" })
      .returning();
    await testApp.db.insert(phonicsChildren).values({ parentUserId: other.user.id, firstName: "Bongani", age: 7, avatar: "owl" });
    await testApp.db.insert(phonicsProgress).values({ userId: user.id, childId: child!.id, sound: "s" });
    await testApp.db.insert(feedback).values([
      { name: "Thandi", email: "THANDI@example.com", category: "general", message: "Lovely lessons" },
      { name: "Sipho", email: "sipho@example.com", category: "general", message: "Sipho's own words" },
    ]);
    const [lesson] = await testApp.db.select().from(lessons).limit(1);
    await testApp.db.insert(userLessonProgress).values([
      { userId: user.id, lessonId: lesson!.id, courseId: lesson!.courseId, isCompleted: true, score: 87 },
      { userId: other.user.id, lessonId: lesson!.id, courseId: lesson!.courseId, score: 41 },
    ]);
    await enqueueMail({
      db: testApp.db,
      now: testApp.clock.now(),
      mail: { to: "thandi@example.com", subject: "Your receipt", text: "secret-body-link" },
    });
    await enqueueMail({
      db: testApp.db,
      now: testApp.clock.now(),
      mail: { to: "sipho@example.com", subject: "Sipho's receipt", text: "Hello" },
    });

    const response = await agent.get("/api/me/data-export");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="my-data-thandi-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(response.text) as Export;
    expect(data.about).toBe("thandi");
    expect(data.tables.users).toEqual([expect.objectContaining({ id: user.id, username: "thandi", email: "thandi@example.com" })]);
    expect(data.tables.users![0]).not.toHaveProperty("password");
    const [stored] = await testApp.db.select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(response.text).not.toContain(stored!.password);
    expect(data.tables.phonics_children).toEqual([expect.objectContaining({ firstName: "Lindiwe", age: 6 })]);
    expect(data.tables.phonics_progress).toEqual([expect.objectContaining({ childId: child!.id, sound: "s" })]);
    expect(data.tables.user_lesson_progress).toEqual([expect.objectContaining({ lessonId: lesson!.id, isCompleted: true, score: 87 })]);
    expect(data.tables.feedback).toEqual([expect.objectContaining({ message: "Lovely lessons" })]);
    expect(data.tables.mail_outbox).toEqual([expect.objectContaining({ subject: "Your receipt", toAddress: "thandi@example.com" })]);
    expect(response.text).not.toContain("secret-body-link");
    expect(response.text).not.toContain("sipho");
    expect(response.text).not.toContain("Sipho");
    expect(response.text).not.toContain("Bongani");
  });
});

describe("the placement tests in the personal export", () => {
  it("holds the person's placement tests and the answers of each, nobody else's", async () => {
    const testApp = await createTestApp();
    await useTestBankIfShort(testApp.db);
    const { agent, user } = await signUp(testApp);
    const other = await signUp(testApp, { username: "sipho", email: "sipho@example.com", firstName: "Sipho" });
    const mine = (await post(agent, "/api/placement-tests")).body as PlacementTestState;
    await post(other.agent, "/api/placement-tests");
    if (mine.status !== "in_progress") throw new Error("not started");
    await post(agent, `/api/placement-tests/${mine.testId}/answers`, { itemId: mine.item.id, answer: 2 });

    const data = (await agent.get("/api/me/data-export")).body as Export;
    expect(data.tables.placement_tests).toEqual([expect.objectContaining({ id: mine.testId, userId: user.id, status: "in_progress" })]);
    const responses = await testApp.db.select().from(placementResponses).where(eq(placementResponses.testId, mine.testId));
    expect(responses).toHaveLength(2);
    expect(data.tables.placement_responses).toEqual(
      responses.map((row) => expect.objectContaining({ id: row.id, testId: mine.testId, itemId: row.itemId, answer: row.answer })),
    );
    expect(data.tables.placement_responses![0]).toMatchObject({ position: 1, answer: 2 });
    expect(data.tables).not.toHaveProperty("placement_items");
  });
});

describe("the personal export's coverage of the schema", () => {
  it("finds every table that holds a user, a child or an address, and explains every other table", () => {
    const unexplained = schemaTables()
      .filter(({ table, name }) => exportRules(table).length === 0 && !LEFT_OUT_TABLES[name] && !NOT_ABOUT_A_PERSON[name])
      .map(({ name }) => name);
    expect(unexplained, "a table with no userId, childId or email column: list it in NOT_ABOUT_A_PERSON with why").toEqual([]);
    const stale = Object.keys(NOT_ABOUT_A_PERSON).filter((name) => !schemaTables().some((entry) => entry.name === name));
    expect(stale).toEqual([]);
  });

  it("exports every table with a userId column (a new one is covered or the test names it)", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp);
    const data = (await agent.get("/api/me/data-export")).body as Export;
    const withUserId = schemaTables()
      .filter(({ table }) => "userId" in table || "parentUserId" in table)
      .map(({ name }) => name)
      .filter((name) => !LEFT_OUT_TABLES[name]);
    expect(withUserId.length).toBeGreaterThan(12);
    expect(withUserId.filter((name) => !(name in data.tables))).toEqual([]);
  });
});
