import { eq, getTableColumns } from "drizzle-orm";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { advertisements } from "../../shared/schema/ads";
import { users } from "../../shared/schema/auth";
import { lessons } from "../../shared/schema/courses";
import { userLessonProgress } from "../../shared/schema/learning";
import { contacts, feedback, preRegistrations } from "../../shared/schema/messages";
import { campaignContacts, campaignRecipients, emailCampaigns, emailSuppressions, outreachProspects } from "../../shared/schema/outreach";
import { phonicsChildren, phonicsProgress } from "../../shared/schema/phonics";
import type { PlacementTestState } from "../../shared/api/placement";
import { placementResponses } from "../../shared/schema/placement";
import { enqueueMail } from "../lib/outbox";
import { useTestBankIfShort } from "../placement/placement-test-bank";
import { confirmationTokenMailedTo, createTestApp, post, signUp, type TestApp } from "../test/test-app";
import {
  ADDRESS_COLUMNS,
  exportRules,
  LEFT_OUT_COLUMNS,
  LEFT_OUT_TABLES,
  NOT_ABOUT_A_PERSON,
  schemaTables,
  type PersonalDataExport,
} from "./data-export.service";

type Export = PersonalDataExport;

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

/** The tables that hold rows under an address today (a new one joins them through ADDRESS_COLUMNS alone). */
const KNOWN_ADDRESS_TABLES = [
  "advertisements",
  "campaign_contacts",
  "campaign_recipients",
  "contacts",
  "email_suppressions",
  "feedback",
  "mail_outbox",
  "outreach_prospects",
  "pre_registrations",
];

/**
 * What a school holds under an address before anyone registers with it: a visitor's contact message,
 * feedback and pre-registration, an ad they ordered, the school's prospect record with its own notes, its
 * campaign lists, a suppression and a mail sent there.
 */
const storeRowsUnder = async (testApp: TestApp, email: string, label: string) => {
  const { db } = testApp;
  await db.insert(contacts).values({
    name: label,
    email,
    subject: "Lessons",
    message: `${label}: my ID number is 8001015009087`,
    adminNotes: `${label}: INTERNAL contact note`,
  });
  await db.insert(feedback).values({
    name: label,
    email,
    category: "general",
    message: `${label}'s feedback`,
    adminNotes: `${label}: INTERNAL feedback note`,
  });
  await db.insert(preRegistrations).values({ email });
  await db.insert(advertisements).values({
    companyName: `${label} Books`,
    title: "Books",
    description: "Books for learners",
    linkUrl: "https://books.example",
    placementArea: "homepage_banner",
    advertiserEmail: email,
    advertiserPhone: "+27 82 555 0101",
    campaignToken: `campaign-token-of-${label}`,
  });
  await db.insert(outreachProspects).values({
    companyName: `${label} Trading`,
    email,
    phone: "+27 21 555 0199",
    status: "negotiating",
    notes: `${label}: INTERNAL owner is hard to deal with; offer max 10% discount`,
    potentialValue: 987_654,
  });
  await db.insert(campaignContacts).values({ businessName: `${label} Trading`, email });
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({ name: "Winter", subject: "Courses", content: "Dear", scheduledFor: testApp.clock.now() })
    .returning();
  await db
    .insert(campaignRecipients)
    .values({ campaignId: campaign!.id, email, businessName: `${label} Trading`, dueAt: testApp.clock.now() });
  await db.insert(emailSuppressions).values({ email, reason: "unsubscribed" });
  await enqueueMail({ db, now: testApp.clock.now(), mail: { to: email, subject: `${label}'s receipt`, text: "Hello" } });
};

/** The tables the export searches by address: every table with an address column, by the one rule. */
const addressTables = () =>
  schemaTables()
    .filter(({ table, name }) => !LEFT_OUT_TABLES[name] && exportRules(table).some((rule) => rule.kind === "address"))
    .map(({ name }) => name)
    .sort();

const exportOf = async (agent: Parameters<typeof post>[0]) => {
  const response = await agent.get("/api/me/data-export");
  expect(response.status).toBe(200);
  return { text: response.text, data: JSON.parse(response.text) as Export };
};

describe("rows under an address in the personal export", () => {
  it("are left out, with why, until the account confirms the address; then they are in, without the school's notes", async () => {
    const testApp = await createTestApp();
    await storeRowsUnder(testApp, "victim.person@example.test", "Victim");
    await storeRowsUnder(testApp, "someone.else@example.test", "Else");
    const { agent, user } = await signUp(
      testApp,
      { username: "mallory", email: "Victim.Person@example.test" },
      { isEmailConfirmed: false },
    );

    const before = await exportOf(agent);
    expect(before.data.tables.users).toEqual([expect.objectContaining({ id: user.id, username: "mallory" })]);
    expect(addressTables()).toEqual(expect.arrayContaining(KNOWN_ADDRESS_TABLES));
    for (const name of addressTables()) expect(before.data.tables[name] ?? [], name).toEqual([]);
    expect(before.text).not.toMatch(/Victim|8001015009087|INTERNAL|987654|\+27/);
    expect(before.data.underYourAddress).toEqual({
      address: "victim.person@example.test",
      isConfirmed: false,
      tables: addressTables(),
      explanation: expect.stringContaining("confirmed the address is its own"),
    });
    expect(before.data.underYourAddress.explanation).toContain("download your data again");

    const token = await confirmationTokenMailedTo(testApp, "victim.person@example.test");
    expect((await post(testApp.request(), "/api/email-confirmation", { token })).status).toBe(200);

    const after = await exportOf(agent);
    expect(after.data.underYourAddress).toMatchObject({ isConfirmed: true, explanation: expect.stringContaining("Included") });
    const { tables } = after.data;
    expect(tables.contacts).toEqual([expect.objectContaining({ name: "Victim", message: "Victim: my ID number is 8001015009087" })]);
    expect(tables.feedback).toEqual([expect.objectContaining({ message: "Victim's feedback" })]);
    expect(tables.pre_registrations).toEqual([expect.objectContaining({ email: "victim.person@example.test" })]);
    expect(tables.advertisements).toEqual([expect.objectContaining({ companyName: "Victim Books", advertiserPhone: "+27 82 555 0101" })]);
    expect(tables.outreach_prospects).toEqual([
      expect.objectContaining({ companyName: "Victim Trading", phone: "+27 21 555 0199", lawfulBasis: "legitimate_interest" }),
    ]);
    expect(tables.campaign_contacts).toEqual([expect.objectContaining({ businessName: "Victim Trading" })]);
    expect(tables.campaign_recipients).toEqual([expect.objectContaining({ businessName: "Victim Trading" })]);
    expect(tables.email_suppressions).toEqual([expect.objectContaining({ reason: "unsubscribed" })]);
    expect(tables.mail_outbox!.map((mail) => mail.subject)).toContain("Victim's receipt");
    // The school's own notes and figures (decision 0063): named in leftOut, with where to ask for them.
    for (const name of ["contacts", "feedback"]) expect(tables[name]![0]).not.toHaveProperty("adminNotes");
    for (const column of ["notes", "potentialValue", "status"]) expect(tables.outreach_prospects![0]).not.toHaveProperty(column);
    expect(after.text).not.toMatch(/INTERNAL|987654|negotiating|campaign-token-of/);
    expect(Object.keys(after.data.leftOut.columns.outreach_prospects!)).toEqual(["notes", "potentialValue", "status"]);
    expect(after.data.leftOut.columns.contacts).toEqual({ adminNotes: expect.stringContaining("askTheSchool") });
    expect(after.data.leftOut.askTheSchool).toContain("office@college.test");
    expect(after.data.leftOut.askTheSchool).toContain("POPIA section 23");
    expect(after.text).not.toMatch(/Else|someone\.else/);
  });

  it("after a change of address, holds the rows under the new confirmed address only", async () => {
    const testApp = await createTestApp();
    const { agent } = await signUp(testApp, { email: "old.address@example.test" });
    await storeRowsUnder(testApp, "old.address@example.test", "Old");
    await storeRowsUnder(testApp, "new.address@example.test", "New");

    const change = await agent
      .patch("/api/me")
      .set("Content-Type", "application/json")
      .send({ email: "new.address@example.test", currentPassword: "sunflower-42" });
    expect(change.status).toBe(200);
    // Waiting for its link, the new address is not the account's: the confirmed old one still is.
    const waiting = await exportOf(agent);
    expect(waiting.data.underYourAddress).toMatchObject({ address: "old.address@example.test", isConfirmed: true });
    expect(waiting.data.tables.contacts).toEqual([expect.objectContaining({ name: "Old" })]);
    expect(waiting.text).not.toMatch(/New|new\.address/);

    const token = await confirmationTokenMailedTo(testApp, "new.address@example.test");
    expect((await post(testApp.request(), "/api/email-confirmation", { token })).status).toBe(200);

    const moved = await exportOf(agent);
    expect(moved.data.underYourAddress).toMatchObject({ address: "new.address@example.test", isConfirmed: true });
    expect(moved.data.tables.contacts).toEqual([expect.objectContaining({ name: "New" })]);
    expect(moved.data.tables.feedback).toEqual([expect.objectContaining({ message: "New's feedback" })]);
    expect(moved.data.tables.outreach_prospects).toEqual([expect.objectContaining({ companyName: "New Trading" })]);
    expect(moved.data.tables.mail_outbox!.every((mail) => mail.toAddress === "new.address@example.test")).toBe(true);
    expect(moved.text).not.toMatch(/Old|old\.address/);
  });
});

describe("the address rule's coverage", () => {
  it("matches every column that holds an address, in every table but the account's own and the left-out ones", () => {
    const unmatched = schemaTables()
      .filter(({ name }) => name !== "users" && !LEFT_OUT_TABLES[name])
      .flatMap(({ table, name }) => Object.keys(getTableColumns(table)).map((key) => `${name}.${key}`))
      .filter((column) => /email|address/i.test(column.split(".")[1]!))
      .filter((column) => !(ADDRESS_COLUMNS as readonly string[]).includes(column.split(".")[1]!));
    expect(unmatched, "an address column the export does not search: add its name to ADDRESS_COLUMNS").toEqual([]);
  });

  it("leaves out only columns that exist (a renamed column would otherwise be exported unnoticed)", () => {
    const tables = new Map(schemaTables().map(({ table, name }) => [name, Object.keys(getTableColumns(table))]));
    const stale = Object.entries(LEFT_OUT_COLUMNS).flatMap(([name, columns]) =>
      Object.keys(columns)
        .filter((column) => !tables.get(name)?.includes(column))
        .map((column) => `${name}.${column}`),
    );
    expect(stale).toEqual([]);
  });
});
