import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_NOT_REVOKED,
  CERTIFICATE_NUMBER_PATTERN,
  gradeForAverage,
} from "../../shared/api/certificates";
import { guidedLearningHours } from "../../shared/api/course-tests";
import { users } from "../../shared/schema/auth";
import { certificates, DEFAULT_INSTRUCTOR_NAME } from "../../shared/schema/certificates";
import { courseTests } from "../../shared/schema/course-tests";
import { lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import { mailOutbox } from "../../shared/schema/operations";
import { completeExercises, enrolledInA1, publishOnly } from "../learning/learning.test-helpers";
import { createTestApp, post, signInAdmin, type TestApp } from "../test/test-app";
import { generateCertificateNumber } from "./certificate-number";

/** A student of a two-lesson A1 course (only its first two lessons published), first lesson's exercises included. */
const shortCourseStudent = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await enrolledInA1(testApp, { firstName: "Amara", lastName: "Okafor", ...overrides });
  const [, second] = await testApp.db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, student.course.id))
    .orderBy(asc(lessons.module), asc(lessons.position))
    .limit(2);
  await publishOnly(testApp, student.course.id, [student.lesson.id, second!.id]);
  // A course without a final assessment (as an admin's own course): its certificate keeps the lessons-only rule.
  await testApp.db.delete(courseTests).where(eq(courseTests.courseId, student.course.id));
  const secondExercises = await testApp.db
    .select()
    .from(exercises)
    .where(eq(exercises.lessonId, second!.id))
    .orderBy(asc(exercises.position));
  return { ...student, secondExercises };
};

const finishCourse = async (testApp: TestApp, overrides: Record<string, unknown> = {}) => {
  const student = await shortCourseStudent(testApp, overrides);
  await completeExercises(student.agent, student.exercises);
  const last = await completeExercises(student.agent, student.secondExercises);
  const [certificate] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
  return { ...student, last, certificate: certificate! };
};

describe("issuing a certificate", () => {
  it("issues one when the course reaches 100 %, not before, with frozen names, a number and a mail; without a final, a completion record with no grade", async () => {
    const testApp = await createTestApp();
    const student = await shortCourseStudent(testApp);
    const halfway = await completeExercises(student.agent, student.exercises);
    expect(halfway).toMatchObject({ courseProgress: 50, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);

    const done = await completeExercises(student.agent, student.secondExercises);
    expect(done).toMatchObject({
      courseProgress: 100,
      certificate: {
        certificateNumber: expect.stringMatching(CERTIFICATE_NUMBER_PATTERN),
        courseName: student.course.title,
        kind: "completion",
        grade: null,
      },
    });
    const [stored] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(stored).toMatchObject({
      courseId: student.course.id,
      certificateNumber: (done.certificate as { certificateNumber: string }).certificateNumber,
      studentName: "Amara Okafor",
      courseName: student.course.title,
      kind: "completion",
      grade: null,
      instructorName: DEFAULT_INSTRUCTOR_NAME,
      completionDate: testApp.clock.now(),
      issueDate: testApp.clock.now(),
      isValid: true,
    });
    expect(stored!.certificateNumber.startsWith("CC-2026-")).toBe(true);
    const [mail] = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your certificate for ${student.course.title}`));
    expect(mail!.textBody).toContain(`${testApp.config.siteOrigin}/verify/${stored!.certificateNumber}`);
    expect(mail!.textBody).toContain(
      `Congratulations on completing ${student.course.title}! Your certificate of completion has been issued.`,
    );
    expect(mail!.textBody).not.toContain("grade");

    // Later results (a retry, a lesson done again) issue nothing more; a new name does not change the certificate.
    await testApp.db.update(users).set({ firstName: "Changed" }).where(eq(users.id, student.user.id));
    const again = await completeExercises(student.agent, student.exercises);
    expect(again.certificate).toBeNull();
    const all = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(all).toHaveLength(1);
    expect(all[0]!.studentName).toBe("Amara Okafor");

    const mine = await student.agent.get("/api/my-certificates");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        id: stored!.id,
        certificateNumber: stored!.certificateNumber,
        studentName: "Amara Okafor",
        courseName: student.course.title,
        completionDate: testApp.clock.now().toISOString(),
        issueDate: testApp.clock.now().toISOString(),
        kind: "completion",
        grade: null,
        isValid: true,
        guidedHours: stored!.guidedHours,
        finalScore: null,
        moduleTestsScore: null,
      },
    ]);
    // The hours of the course's content: its two published lessons (no tests, no tasks).
    const published = await testApp.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.courseId, student.course.id), eq(lessons.isPublished, true)));
    const lessonMinutes = published.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0);
    expect(stored!.guidedHours).toBe(guidedLearningHours({ lessonMinutes, testQuestionsDrawn: 0, reflectiveTasks: 0 }));
  });

  it("states no grade for a course without a final, however well or badly the exercises went (retries justify no grade)", async () => {
    const testApp = await createTestApp();
    const student = await shortCourseStudent(testApp);
    await testApp.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, student.user.id));
    // Every exercise but the last of each lesson already passed with 70 %; those two are answered right (100 %).
    const lastOfEach = [student.exercises.at(-1)!, student.secondExercises.at(-1)!];
    const earlier = [...student.exercises.slice(0, -1), ...student.secondExercises.slice(0, -1)];
    await testApp.db.insert(userExerciseResults).values(
      earlier.map((exercise) => ({
        userId: student.user.id,
        exerciseId: exercise.id,
        score: 70,
        passed: true,
        pointsEarned: 0,
        userAnswers: "{}",
        completedAt: testApp.clock.now(),
      })),
    );
    const done = await completeExercises(student.agent, lastOfEach);
    expect(done.certificate).toMatchObject({ kind: "completion", grade: null });
    const [stored] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    // No first or last name: the username is printed.
    expect(stored!.studentName).toBe("thandi");
  });

  it("grade boundaries: Distinction from 85 %, Merit from 70 %, Pass below", () => {
    expect([100, 85, 84.99, 70, 69.99, 0].map(gradeForAverage)).toEqual(["Distinction", "Distinction", "Merit", "Merit", "Pass", "Pass"]);
  });

  it("numbers are CC-<year>-<8 unambiguous characters>, random and unique", () => {
    const numbers = Array.from({ length: 5_000 }, () => generateCertificateNumber(new Date("2026-12-31T23:30:00Z")));
    // 23:30 UTC on 31 December is already 2027 in Johannesburg.
    expect(numbers.every((number) => /^CC-2027-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe("GET /api/certificates/verify/:number", () => {
  it("answers the printed facts of a valid number to anyone (typed in any case), and nothing else", async () => {
    const testApp = await createTestApp();
    const { certificate, course } = await finishCourse(testApp);
    const response = await testApp.request().get(`/api/certificates/verify/${certificate.certificateNumber.toLowerCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      certificateNumber: certificate.certificateNumber,
      studentName: "Amara Okafor",
      courseName: course.title,
      completionDate: certificate.completionDate.toISOString(),
      issueDate: certificate.issueDate.toISOString(),
      kind: "completion",
      grade: null,
      guidedHours: certificate.guidedHours,
      finalScore: null,
      moduleTestsScore: null,
      status: "valid",
    });
  });

  it("forgives what a person types off paper: case, spaces, missing dashes and O, I or L in the year's digits", async () => {
    const testApp = await createTestApp();
    const { certificate } = await finishCourse(testApp);
    const [, year, random] = certificate.certificateNumber.split("-") as [string, string, string];
    const typed = [
      `cc ${year.replace(/0/g, "O").replace(/1/g, "l")} ${random.slice(0, 4).toLowerCase()} ${random.slice(4)}`,
      `CC${year.replace(/0/g, "o").replace(/1/g, "I")}${random}`,
      `CC–${year}–${random}`,
    ];
    for (const number of typed) {
      const response = await testApp.request().get(`/api/certificates/verify/${encodeURIComponent(number)}`);
      expect(response.status, number).toBe(200);
      expect(response.body.certificateNumber).toBe(certificate.certificateNumber);
    }
  });

  it("answers 404 for an unknown or malformed number", async () => {
    const testApp = await createTestApp();
    for (const number of ["CC-2026-ABCDEFGH", "nonsense", "CC-2026-ABC", "%27%20or%201%3D1"]) {
      const response = await testApp.request().get(`/api/certificates/verify/${number}`);
      expect(response.status, number).toBe(404);
      expect(response.body.message).toBe(CERTIFICATE_NOT_FOUND);
    }
  });

  it("limits lookups per address", async () => {
    const testApp = await createTestApp();
    const answers = [];
    for (let index = 0; index < 61; index++)
      answers.push((await testApp.request().get("/api/certificates/verify/CC-2026-ABCDEFGH")).status);
    expect(answers.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});

describe("revoking and reinstating (admins)", () => {
  it("revokes with a reason shown on verification, refuses twice, reinstates, and lists and searches", async () => {
    const testApp = await createTestApp();
    const { certificate } = await finishCourse(testApp);
    const admin = await signInAdmin(testApp);
    const number = certificate.certificateNumber;

    const noReason = await post(admin, `/api/admin/certificates/${number}/revoke`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Please give the reason for revoking this certificate");

    const revoked = await post(admin, `/api/admin/certificates/${number}/revoke`, { reason: "Issued in error: the course was repeated" });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      certificateNumber: number,
      isValid: false,
      revokedReason: "Issued in error: the course was repeated",
      username: "thandi",
    });
    const [stored] = await testApp.db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(stored).toMatchObject({ isValid: false, revokedAt: testApp.clock.now(), revokedBy: expect.any(Number) });
    expect((await testApp.request().get(`/api/certificates/verify/${number}`)).body).toMatchObject({
      status: "revoked",
      revokedReason: "Issued in error: the course was repeated",
    });
    const twice = await post(admin, `/api/admin/certificates/${number}/revoke`, { reason: "again" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CERTIFICATE_ALREADY_REVOKED);

    const reinstated = await post(admin, `/api/admin/certificates/${number}/reinstate`, {});
    expect(reinstated.body).toMatchObject({ isValid: true, revokedReason: null, revokedAt: null });
    expect((await testApp.request().get(`/api/certificates/verify/${number}`)).body.status).toBe("valid");
    const notRevoked = await post(admin, `/api/admin/certificates/${number}/reinstate`, {});
    expect(notRevoked.status).toBe(409);
    expect(notRevoked.body.message).toBe(CERTIFICATE_NOT_REVOKED);
    expect((await post(admin, "/api/admin/certificates/CC-2026-ZZZZZZZZ/revoke", { reason: "x" })).status).toBe(404);

    const listed = await admin.get("/api/admin/certificates");
    expect(listed.body).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      certificates: [{ certificateNumber: number, username: "thandi" }],
    });
    for (const search of ["okafor", "THANDI", number.slice(-4)])
      expect((await admin.get(`/api/admin/certificates?search=${search}`)).body.total, search).toBe(1);
    expect((await admin.get("/api/admin/certificates?search=%25")).body.total).toBe(0);
    expect((await admin.get("/api/admin/certificates?page=0")).status).toBe(400);
  });

  it("a student sees only their own certificates", async () => {
    const testApp = await createTestApp();
    await finishCourse(testApp);
    const other = await enrolledInA1(testApp, { username: "second", email: "second@example.com" });
    expect((await other.agent.get("/api/my-certificates")).body).toEqual([]);
  });
});
