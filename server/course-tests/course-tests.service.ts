import { and, eq } from "drizzle-orm";
import { ATTEMPTS_PER_DAY, type CourseTestsResponse } from "../../shared/api/course-tests";
import { reflectiveTaskSubmissions } from "../../shared/schema/course-tests";
import { courses } from "../../shared/schema/courses";
import { describeGrading, findIssuedCertificate } from "../certificates/certificate-grading";
import {
  findBestScores,
  getCourseStanding,
  getPassPercent,
  listSittableTests,
  questionsAsked,
  listReflectiveTasks,
} from "./course-standing";
import {
  countAttemptsStartedToday,
  findOpenAttempts,
  requireCourseForStudent,
  toTaskSummary,
  type StudentContext,
} from "./course-test-access";

/**
 * GET /api/courses/:id/tests: the tests, the reflective tasks, the certificate's requirements and how it
 * will be graded (the grade so far), as the student stands.
 */
export const getCourseTests = async (context: StudentContext & { courseId: number }): Promise<CourseTestsResponse> => {
  const { db, clock, user, courseId } = context;
  await requireCourseForStudent(context);
  const { tests, live } = await listSittableTests(db, courseId);
  const ids = tests.map((test) => test.id);
  const [bests, today, open, standing, issued] = await Promise.all([
    findBestScores(db, user.id, ids),
    countAttemptsStartedToday(db, user.id, ids, clock.now()),
    findOpenAttempts(db, user.id, ids),
    getCourseStanding(db, { userId: user.id, courseId }),
    findIssuedCertificate(db, { userId: user.id, courseId }),
  ]);
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const submissions = await db
    .select()
    .from(reflectiveTaskSubmissions)
    .where(and(eq(reflectiveTaskSubmissions.userId, user.id), eq(reflectiveTaskSubmissions.courseId, courseId)));
  return {
    // A test with no question left to draw cannot be sat: it is not offered (listSittableTests).
    tests: tests.map((test) => {
      const bestScore = bests.get(test.id) ?? null;
      const passPercent = getPassPercent(test);
      return {
        id: test.id,
        kind: test.kind,
        module: test.module,
        title: test.title,
        questionCount: questionsAsked(test, live.get(test.id)),
        passPercent,
        bestScore,
        isPassed: bestScore !== null && bestScore >= passPercent,
        attemptsLeftToday: Math.max(0, ATTEMPTS_PER_DAY - (today.get(test.id) ?? 0)),
        isAvailable: test.kind === "module" || standing.allLessonsComplete,
        openAttemptId: open.get(test.id) ?? null,
      };
    }),
    reflectiveTasks: listReflectiveTasks(course?.modules ?? []).map(({ module, title, task }) =>
      toTaskSummary(
        { module, title, task },
        submissions.find((row) => row.module === module),
      ),
    ),
    requirements: {
      lessonsTotal: standing.lessonsTotal,
      lessonsCompleted: standing.lessonsCompleted,
      finalPassed: standing.finalPassed,
      tasksTotal: standing.tasksTotal,
      tasksSubmitted: standing.tasksSubmitted,
    },
    guidedHours: standing.guidedHours,
    grading: describeGrading(standing, issued),
  };
};
