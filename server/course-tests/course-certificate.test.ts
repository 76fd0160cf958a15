import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gradeForAverage } from "../../shared/api/certificates";
import { certificateScore, COURSE_TEST_MESSAGES, guidedLearningHours, type CourseTestsResponse } from "../../shared/api/course-tests";
import { certificates } from "../../shared/schema/certificates";
import { reflectiveTaskSubmissions } from "../../shared/schema/course-tests";
import { completeExercises } from "../learning/learning.test-helpers";
import { createTestApp, signInAdmin } from "../test/test-app";
import { enrolment, giveReflectiveTask, HOUR, sitTest, studentOfShortCourse, wordsText } from "./course-tests.test-helpers";

describe("the certificate of a course with a final assessment", () => {
  it("is not issued to a student who completes every lesson but fails the final; passing issues it with the stated grade and hours", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const lessonDone = await completeExercises(student.agent, student.exercises);
    // One lesson of two items (the lesson and the final): half way, and no certificate.
    expect(lessonDone).toMatchObject({ lessonCompleted: true, courseProgress: 50, certificate: null });

    await sitTest(testApp, student.agent, student.moduleTest.id, 4);
    const failed = await sitTest(testApp, student.agent, student.finalTest.id, 3);
    expect(failed.result).toMatchObject({ scorePercent: 60, isPassed: false, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);
    expect(await enrolment(testApp, student.user.id, student.course.id)).toMatchObject({ progress: 50, completedAt: null });
    const myCourses = await student.agent.get("/api/me/courses");
    expect(myCourses.body.enrolled[0]).toMatchObject({ progress: 50, completedAt: null, certificateNumber: null });

    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 4);
    // 60 % of the final (80) and 40 % of the module tests' average (100): 88, a Distinction.
    expect(certificateScore(80, [100])).toBe(88);
    expect(passed.result).toMatchObject({ scorePercent: 80, isPassed: true, certificate: { grade: "Distinction" } });
    const hours = guidedLearningHours({ lessonMinutes: student.lesson.estimatedMinutes, testQuestionsDrawn: 9, reflectiveTasks: 0 });
    const [certificate] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toMatchObject({
      certificateNumber: passed.result.certificate!.certificateNumber,
      grade: gradeForAverage(88),
      guidedHours: hours,
      finalScore: 80,
      moduleTestsScore: 100,
      studentName: "Amara Okafor",
    });
    expect(await enrolment(testApp, student.user.id, student.course.id)).toMatchObject({ progress: 100, completedAt: testApp.clock.now() });

    const mine = await student.agent.get("/api/my-certificates");
    expect(mine.body[0]).toMatchObject({ grade: "Distinction", guidedHours: hours, finalScore: 80, moduleTestsScore: 100 });
    const verified = await testApp.request().get(`/api/certificates/verify/${certificate!.certificateNumber}`);
    expect(verified.body).toMatchObject({ status: "valid", guidedHours: hours, finalScore: 80, moduleTestsScore: 100 });

    // A better final later changes nothing already issued.
    await sitTest(testApp, student.agent, student.finalTest.id, 5);
    expect(await testApp.db.select().from(certificates)).toHaveLength(1);
  });

  it("counts a module test never taken as 0 in the grade", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await completeExercises(student.agent, student.exercises);
    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 5);
    // 60 % of 100 and 40 % of 0: 60, a Pass.
    expect(passed.result.certificate).toMatchObject({ grade: gradeForAverage(certificateScore(100, [0])) });
    expect(passed.result.certificate!.grade).toBe("Pass");
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({ finalScore: 100, moduleTestsScore: 0 });
  });
});

describe("PUT /api/courses/:id/reflective-tasks/:module", () => {
  it("refuses a short text and a module without a task, and the TEFL certificate waits for every task", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await giveReflectiveTask(testApp, student.course.id);
    const path = `/api/courses/${student.course.id}/reflective-tasks/1`;

    const short = await student.agent
      .put(path)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(149) });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(COURSE_TEST_MESSAGES.taskTooShort);
    const noTask = await student.agent
      .put(`/api/courses/${student.course.id}/reflective-tasks/2`)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(200) });
    expect(noTask.status).toBe(404);
    expect(noTask.body.message).toBe(COURSE_TEST_MESSAGES.taskNotFound);
    expect(await testApp.db.select().from(reflectiveTaskSubmissions)).toHaveLength(0);

    await completeExercises(student.agent, student.exercises);
    const passed = await sitTest(testApp, student.agent, student.finalTest.id, 5);
    expect(passed.result).toMatchObject({ isPassed: true, certificate: null });
    expect(await testApp.db.select().from(certificates)).toHaveLength(0);
    // The lesson, the final, the task: two of three.
    expect((await enrolment(testApp, student.user.id, student.course.id)).progress).toBe(67);
    const before = (await student.agent.get(`/api/courses/${student.course.id}/tests`)).body as CourseTestsResponse;
    expect(before.requirements).toEqual({ lessonsTotal: 1, lessonsCompleted: 1, finalPassed: true, tasksTotal: 1, tasksSubmitted: 0 });
    expect(before.reflectiveTasks).toEqual([
      {
        module: 1,
        moduleTitle: expect.any(String),
        prompt: "Describe a lesson you planned and what you would change.",
        guidance: ["Say who the learners were.", "Name one change and why."],
        submittedAt: null,
        text: null,
      },
    ]);

    const text = wordsText(160);
    const saved = await student.agent.put(path).set("Content-Type", "application/json").send({ text });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ module: 1, text, submittedAt: testApp.clock.now().toISOString(), certificate: { grade: "Pass" } });
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({
      certificateNumber: saved.body.certificate.certificateNumber,
      guidedHours: guidedLearningHours({ lessonMinutes: student.lesson.estimatedMinutes, testQuestionsDrawn: 9, reflectiveTasks: 1 }),
    });
    expect((await enrolment(testApp, student.user.id, student.course.id)).progress).toBe(100);

    // Rewriting the task replaces the text (one row), and issues nothing more.
    testApp.clock.advance(HOUR);
    const rewritten = await student.agent
      .put(path)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(170) });
    expect(rewritten.body).toMatchObject({ text: wordsText(170), certificate: null });
    const rows = await testApp.db.select().from(reflectiveTaskSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toBe(wordsText(170));
  });
});

describe("an admin", () => {
  it("may look at a course's tests without enrolling", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const admin = await signInAdmin(testApp);
    const response = await admin.get(`/api/courses/${student.course.id}/tests`);
    expect(response.status).toBe(200);
    expect(response.body.tests).toHaveLength(2);
  });
});
