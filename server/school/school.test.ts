import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { users } from "../../shared/schema/auth";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import { feedback } from "../../shared/schema/messages";
import { phonicsChildren, phonicsGames } from "../../shared/schema/phonics";
import { parseEnv } from "../env";
import { createTestApp, signUp } from "../test/test-app";

describe("GET /api/school", () => {
  it("answers the configured school details to anyone, without a session", async () => {
    const testApp = await createTestApp();
    const response = await testApp.request().get("/api/school");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: "Test English College",
      postalAddress: "1 Long Street, Cape Town 8001, South Africa",
      contactEmail: "office@college.test",
      phone: "+27 21 000 0000",
      registrationNumber: "2005/123456/07",
      supportHours: [{ days: [1, 2, 3, 4, 5], opens: "08:30", closes: "16:30" }],
      supportTimeZone: "Africa/Johannesburg",
      foundedYear: null,
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("reads them from SCHOOL_* variables, with a clear message for a bad address", () => {
    const env = parseEnv({ SCHOOL_NAME: "Lingua School", SCHOOL_CONTACT_EMAIL: "office@lingua.example" });
    expect(env).toMatchObject({
      SCHOOL_NAME: "Lingua School",
      SCHOOL_CONTACT_EMAIL: "office@lingua.example",
    });
    expect(env.SCHOOL_REGISTRATION_NUMBER).toBeUndefined();
    expect(() => parseEnv({ SCHOOL_CONTACT_EMAIL: "not-an-address" })).toThrowError(/SCHOOL_CONTACT_EMAIL: must be an email address/);
  });
});

const countStudent = async (testApp: Awaited<ReturnType<typeof createTestApp>>, username: string, country: string | null) => {
  const { user } = await signUp(testApp, { username, email: `${username}@example.com`, country: country ?? "" });
  return user.id;
};

describe("GET /api/school/figures", () => {
  it("counts what exists: confirmed students and their countries, published content, sounds, games, children and feedback", async () => {
    const testApp = await createTestApp();
    await countStudent(testApp, "amara", "ZA");
    await countStudent(testApp, "bongani", "ZA");
    const kenji = await countStudent(testApp, "kenji", "JP");
    await countStudent(testApp, "nocountry", null);
    // Not students: an admin, a closed account, one that never confirmed its address; an old row's English name counts as its code.
    const admin = await countStudent(testApp, "staffer", "GB");
    await testApp.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin));
    const closed = await countStudent(testApp, "gone", "DE");
    await testApp.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closed));
    await signUp(testApp, { username: "unconfirmed", email: "unconfirmed@example.com", country: "FR" }, { isEmailConfirmed: false });
    await testApp.db.update(users).set({ country: "Japan" }).where(eq(users.id, kenji));
    await testApp.db.insert(phonicsChildren).values([
      { parentUserId: kenji, firstName: "Hana", age: 4, avatar: "owl" },
      { parentUserId: kenji, firstName: "Ren", age: 10, avatar: "fox" },
    ]);
    await testApp.db.insert(feedback).values([
      { name: "A", email: "a@example.com", category: "general", message: "More listening, please", isResolved: true },
      { name: "B", email: "b@example.com", category: "bug", message: "A typo in lesson 3" },
      { name: "C", email: "c@example.com", category: "bug", message: "Audio is quiet", isResolved: true },
    ]);

    const publishedCourses = await testApp.db.select().from(courses).where(eq(courses.isPublished, true));
    const publishedLessons = (await testApp.db.select().from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId))).filter(
      (row) => row.lessons.isPublished && row.courses.isPublished,
    );
    const lessonIds = new Set(publishedLessons.map((row) => row.lessons.id));
    const liveExercises = (await testApp.db.select().from(exercises)).filter((row) => lessonIds.has(row.lessonId) && !row.isRetired);
    const activeGames = await testApp.db.select().from(phonicsGames).where(eq(phonicsGames.isActive, true));
    expect(publishedLessons.length).toBeGreaterThan(0);

    const response = await testApp.request().get("/api/school/figures");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toEqual({
      students: 4,
      countries: 2,
      youngLearners: 2,
      courses: publishedCourses.length,
      lessons: publishedLessons.length,
      exercises: liveExercises.length,
      phonicsSounds: PHONICS_SOUNDS.length,
      phonicsGames: activeGames.length,
      feedback: { received: 3, resolved: 2 },
    });
  });

  it("publishes no count of people below the school's minimum", async () => {
    const small = await createTestApp({ config: { figuresMinimum: 3 } });
    await countStudent(small, "amara", "ZA");
    await countStudent(small, "bongani", "KE");
    const response = await small.request().get("/api/school/figures");
    expect(response.body).toMatchObject({ students: null, countries: null, youngLearners: null, feedback: null });
    expect(response.body.lessons).toBeGreaterThan(0);
  });

  it("counts zero published lessons as zero once the courses are gone", async () => {
    const empty = await createTestApp();
    await empty.db.delete(courses);
    expect((await empty.request().get("/api/school/figures")).body).toMatchObject({
      students: null,
      countries: null,
      feedback: null,
      courses: 0,
      lessons: 0,
      exercises: 0,
    });
  });
});
