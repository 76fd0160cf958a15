import { and, asc, eq } from "drizzle-orm";
import type supertest from "supertest";
import { describe, expect, it } from "vitest";
import { COURSE_NEEDS_PUBLISHED_LESSON, LAST_PUBLISHED_LESSON } from "../../shared/api/admin-content";
import { certificateScore } from "../../shared/api/course-tests";
import { gradeForAverage } from "../../shared/api/certificates";
import { auditLog } from "../../shared/schema/audit";
import { certificates } from "../../shared/schema/certificates";
import { courses } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import { giveCourseTests, sitTest } from "../course-tests/course-tests.test-helpers";
import { completeExercises } from "../learning/learning.test-helpers";
import { giveSubscription } from "../test/give-subscription";
import { createTestApp, post, signInAdmin, signUp, type TestApp } from "../test/test-app";

type Agent = supertest.Agent;
const patch = (agent: Agent, path: string, body: object) => agent.patch(path).set("Content-Type", "application/json").send(body);

const LESSON = {
  title: "Answering the phone",
  description: "Say who you are and offer help.",
  content: "<p>Say the company's name, then your own, then offer help.</p>",
  module: 1,
  estimatedMinutes: 15,
};
const EXERCISE = {
  title: "Choose the greeting",
  description: "Pick the polite first line.",
  type: "multiple_choice",
  difficulty: "beginner",
  skill: "speaking",
  points: 10,
  content: {
    question: "The phone rings at work. What do you say?",
    options: ["Yeah?", "Good morning, Acme, Lindiwe speaking."],
    answer: 1,
  },
};

/** An admin's own one-lesson course, published, and a subscribed student enrolled in it. */
const authoredCourse = async (testApp: TestApp) => {
  const admin = await signInAdmin(testApp);
  const course = await post(admin, "/api/admin/courses", {
    title: "Phone English",
    description: "Answer the phone at work with confidence.",
    level: "B1-B2",
  });
  const courseId = course.body.id as number;
  const lesson = await post(admin, `/api/admin/courses/${courseId}/lessons`, LESSON);
  expect((await post(admin, `/api/admin/lessons/${lesson.body.id}/exercises`, EXERCISE)).status).toBe(201);
  expect((await patch(admin, `/api/admin/courses/${courseId}`, { isPublished: true })).status).toBe(200);
  const student = await signUp(testApp, { firstName: "Lindiwe", lastName: "Khumalo" });
  await giveSubscription(testApp, student.user.id);
  expect((await post(student.agent, `/api/courses/${courseId}/enroll`)).status).toBe(201);
  const stored = await testApp.db.select().from(exercises).where(eq(exercises.lessonId, lesson.body.id)).orderBy(asc(exercises.position));
  return { admin, courseId, lessonId: lesson.body.id as number, student, exercises: stored };
};

describe("an admin's own course follows the certificate rule of the seeded ones (D38, decision 0069)", () => {
  it("without a final assessment: a completion record with no grade, on the result, the student's list, the verify page and the panel", async () => {
    const testApp = await createTestApp();
    const { admin, courseId, student, exercises: stored } = await authoredCourse(testApp);
    expect((await admin.get(`/api/admin/courses/${courseId}`)).body.certificateKind).toBe("completion");
    expect((await student.agent.get(`/api/courses/${courseId}/tests`)).body.grading).toEqual({ kind: "completion", issued: null });

    const done = await completeExercises(student.agent, stored);
    expect(done).toMatchObject({ courseProgress: 100, certificate: { courseName: "Phone English", kind: "completion", grade: null } });
    const [certificate] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toMatchObject({ kind: "completion", grade: null, finalScore: null, moduleTestsScore: null });

    const mine = await student.agent.get("/api/my-certificates");
    expect(mine.body[0]).toMatchObject({ kind: "completion", grade: null });
    const verified = await testApp.request().get(`/api/certificates/verify/${certificate!.certificateNumber}`);
    expect(verified.body).toMatchObject({ status: "valid", kind: "completion", grade: null, finalScore: null });
    expect((await student.agent.get(`/api/courses/${courseId}/tests`)).body.grading).toEqual({
      kind: "completion",
      issued: { certificateNumber: certificate!.certificateNumber, kind: "completion", grade: null },
    });
  });

  it("with a final assessment: no certificate after the lessons, then the seeded courses' grade rule", async () => {
    const testApp = await createTestApp();
    const { admin, courseId, student, exercises: stored } = await authoredCourse(testApp);
    // A final written for the course (as content/courses/<slug>/final-assessment.yaml is seeded).
    const { moduleTest, finalTest } = await giveCourseTests(testApp, courseId);
    expect((await admin.get(`/api/admin/courses/${courseId}`)).body.certificateKind).toBe("graded");

    const done = await completeExercises(student.agent, stored);
    expect(done).toMatchObject({ courseProgress: 50, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);

    await sitTest(testApp, student.agent, moduleTest.id, 2);
    const passed = await sitTest(testApp, student.agent, finalTest.id, 4);
    const grade = gradeForAverage(certificateScore(80, [50]));
    expect(passed.result.certificate).toMatchObject({ grade });
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({ kind: "graded", grade: "Pass", finalScore: 80, moduleTestsScore: 50 });
  });
});

describe("a course is published only with a published lesson (D40)", () => {
  it("refuses to publish a course without one (409, in the admin's language), and publishes it once a lesson is published", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const { body } = await post(admin, "/api/admin/courses", {
      title: "Phone English",
      description: "Answer the phone at work with confidence.",
      level: "B1-B2",
    });
    const path = `/api/admin/courses/${body.id}`;

    const empty = await patch(admin, path, { isPublished: true });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe(COURSE_NEEDS_PUBLISHED_LESSON);

    const lesson = await post(admin, `${path}/lessons`, { ...LESSON, isPublished: false });
    const draftOnly = await patch(admin, path, { isPublished: true, title: "Phone English at Work" }).set("Accept-Language", "de");
    expect(draftOnly.status).toBe(409);
    expect(draftOnly.body.message).toBe(
      "Veröffentlichen Sie mindestens eine Lektion, bevor Sie den Kurs veröffentlichen: Sonst fänden die Lernenden darin nichts zu lernen",
    );
    // Nothing of the refused request is kept, and nothing is logged as published.
    const [stored] = await testApp.db.select().from(courses).where(eq(courses.id, body.id));
    expect(stored).toMatchObject({ isPublished: false, title: "Phone English" });
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.action, "course.publish"))).toHaveLength(0);
    expect((await testApp.request().get(`/api/courses/${body.id}`)).status).toBe(404);

    expect((await patch(admin, `/api/admin/lessons/${lesson.body.id}`, { isPublished: true })).status).toBe(200);
    const published = await patch(admin, path, { isPublished: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublished: true, lessonCount: 1 });
  });

  it("refuses to unpublish the only published lesson of a published course, and allows it once the course is unpublished", async () => {
    const testApp = await createTestApp();
    const { admin, courseId, lessonId } = await authoredCourse(testApp);
    const lessonPath = `/api/admin/lessons/${lessonId}`;

    const refused = await patch(admin, lessonPath, { isPublished: false });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LAST_PUBLISHED_LESSON);
    const logged = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lesson"), eq(auditLog.action, "lesson.update")));
    expect(logged).toHaveLength(0);

    expect((await patch(admin, `/api/admin/courses/${courseId}`, { isPublished: false })).status).toBe(200);
    const unpublished = await patch(admin, lessonPath, { isPublished: false });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.isPublished).toBe(false);
  });
});
