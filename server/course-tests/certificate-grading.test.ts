import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CourseTestsResponse, GradedCertificateGrading } from "../../shared/api/course-tests";
import { certificates } from "../../shared/schema/certificates";
import { courseTestQuestions } from "../../shared/schema/course-tests";
import { completeExercises } from "../learning/learning.test-helpers";
import { createTestApp } from "../test/test-app";
import { giveCourseTests, giveReflectiveTask, sitTest, studentOfShortCourse, wordsText, type Agent } from "./course-tests.test-helpers";

const standingOf = async (agent: Agent, courseId: number) => {
  const response = await agent.get(`/api/courses/${courseId}/tests`);
  expect(response.status).toBe(200);
  return (response.body as CourseTestsResponse).grading as GradedCertificateGrading;
};

/** The grade the panel promises for a final score: the best grade whose least final score it reaches. */
const promisedGrade = (grading: GradedCertificateGrading, finalScore: number) =>
  grading.finalNeeds.filter((need) => need.finalScore !== null && finalScore >= need.finalScore).at(-1)?.grade;

describe("GET /api/courses/:id/tests: how the certificate will be graded, before it is issued (D31)", () => {
  it("lists each module test with its weight, an untaken one as null (counting 0), and what the final needs; the certificate then has the grade promised", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    const { moduleTests, finalTest } = await giveCourseTests(testApp, student.course.id, { moduleCount: 2 });
    const [first, second] = moduleTests as [(typeof moduleTests)[number], (typeof moduleTests)[number]];

    const before = await standingOf(student.agent, student.course.id);
    expect(before).toEqual({
      kind: "graded",
      finalWeight: 60,
      finalPassPercent: 70,
      finalBest: null,
      moduleTests: [
        { testId: first.id, module: 1, title: "Module 1 test", weight: 20, bestScore: null },
        { testId: second.id, module: 2, title: "Module 2 test", weight: 20, bestScore: null },
      ],
      moduleTestsAverage: 0,
      soFar: null,
      // With no module test taken, 40 % of the score is 0: even a perfect final gives 60, a Pass.
      finalNeeds: [
        { grade: "Pass", finalScore: 70 },
        { grade: "Merit", finalScore: null },
        { grade: "Distinction", finalScore: null },
      ],
      issued: null,
    });

    // Module 1 taken (3 of 4 right: 75 %), module 2 never: an average of 37.5, printed 38.
    await sitTest(testApp, student.agent, first.id, 3);
    const mixed = await standingOf(student.agent, student.course.id);
    expect(mixed.moduleTests.map((test) => test.bestScore)).toEqual([75, null]);
    expect(mixed.moduleTestsAverage).toBe(38);
    // 0.6 × final + 0.4 × 37.5 reaches 69.5 (Merit, rounded) from a final of 91; 84.5 (Distinction) never.
    expect(mixed.finalNeeds).toEqual([
      { grade: "Pass", finalScore: 70 },
      { grade: "Merit", finalScore: 91 },
      { grade: "Distinction", finalScore: null },
    ]);

    await completeExercises(student.agent, student.exercises);
    const passed = await sitTest(testApp, student.agent, finalTest.id, 5);
    expect(passed.result.scorePercent).toBe(100);
    expect(promisedGrade(mixed, 100)).toBe("Merit");
    expect(passed.result.certificate).toMatchObject({ grade: "Merit" });
    const [certificate] = await testApp.db.select().from(certificates).where(eq(certificates.userId, student.user.id));
    expect(certificate).toMatchObject({ kind: "graded", grade: "Merit", finalScore: 100, moduleTestsScore: 38 });

    const after = await standingOf(student.agent, student.course.id);
    expect(after).toMatchObject({
      finalBest: 100,
      issued: { certificateNumber: certificate!.certificateNumber, kind: "graded", grade: "Merit" },
    });
  });

  it("shows the grade so far once the final is passed and the certificate waits for a task; the certificate issued then has that grade", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    await giveReflectiveTask(testApp, student.course.id);
    await sitTest(testApp, student.agent, student.moduleTest.id, 2);
    await completeExercises(student.agent, student.exercises);
    await sitTest(testApp, student.agent, student.finalTest.id, 4);

    const waiting = await standingOf(student.agent, student.course.id);
    // 0.6 × 80 + 0.4 × 50 = 68: a Pass.
    expect(waiting).toMatchObject({
      finalWeight: 60,
      finalBest: 80,
      moduleTests: [{ module: 1, weight: 40, bestScore: 50 }],
      soFar: { score: 68, grade: "Pass" },
      finalNeeds: [],
      issued: null,
    });

    const saved = await student.agent
      .put(`/api/courses/${student.course.id}/reflective-tasks/1`)
      .set("Content-Type", "application/json")
      .send({ text: wordsText(160) });
    expect(saved.body.certificate).toMatchObject({ grade: waiting.soFar!.grade });
    const [certificate] = await testApp.db.select().from(certificates);
    expect(certificate).toMatchObject({ kind: "graded", grade: "Pass", finalScore: 80, moduleTestsScore: 50 });
  });

  it("gives the final the whole weight in a course without module tests, and counts only tests that can be sat", async () => {
    const testApp = await createTestApp();
    const student = await studentOfShortCourse(testApp);
    // The module test's bank is emptied (every question retired): it is not offered, so it cannot cost a grade.
    await testApp.db.update(courseTestQuestions).set({ isRetired: true }).where(eq(courseTestQuestions.testId, student.moduleTest.id));
    const grading = await standingOf(student.agent, student.course.id);
    expect(grading).toMatchObject({
      finalWeight: 100,
      moduleTests: [],
      moduleTestsAverage: null,
      finalNeeds: [
        { grade: "Pass", finalScore: 70 },
        { grade: "Merit", finalScore: 70 },
        { grade: "Distinction", finalScore: 85 },
      ],
    });
  });
});
