import { eq } from "drizzle-orm";
import { COURSE_TEST_MESSAGES, type ReflectiveTaskResult } from "../../shared/api/course-tests";
import { reflectiveTaskSubmissions } from "../../shared/schema/course-tests";
import { courses } from "../../shared/schema/courses";
import { issueCertificateIfComplete } from "../certificates/certificate-issue.service";
import { AppError } from "../lib/errors";
import { listReflectiveTasks, refreshCourseProgress } from "./course-standing";
import { lockStudent, requireCourseForStudent, toTaskSummary, type StudentContext } from "./course-test-access";

/**
 * PUT /api/courses/:id/reflective-tasks/:module: stores (or replaces) the trainee's text for a module that
 * has a reflective task, then brings the course's progress up to date and checks the certificate.
 */
export const saveReflectiveTask = async (
  context: StudentContext & { siteOrigin: string; courseId: number; module: number; text: string },
): Promise<ReflectiveTaskResult> => {
  const { db, clock, user, siteOrigin, courseId, module, text } = context;
  await requireCourseForStudent(context);
  const [course] = await db.select({ modules: courses.modules }).from(courses).where(eq(courses.id, courseId));
  const task = listReflectiveTasks(course?.modules ?? []).find((candidate) => candidate.module === module);
  if (!task) throw new AppError("not_found", COURSE_TEST_MESSAGES.taskNotFound);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockStudent(tx, user.id);
    const [stored] = await tx
      .insert(reflectiveTaskSubmissions)
      .values({ userId: user.id, courseId, module, text, submittedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [reflectiveTaskSubmissions.userId, reflectiveTaskSubmissions.courseId, reflectiveTaskSubmissions.module],
        set: { text, updatedAt: now },
      })
      .returning();
    const courseProgress = await refreshCourseProgress(tx, { userId: user.id, courseId, now });
    const issued = await issueCertificateIfComplete(tx, { user, courseId, courseProgress, now, siteOrigin });
    return {
      ...toTaskSummary(task, stored),
      certificate: issued && { certificateNumber: issued.certificateNumber, grade: issued.grade },
    };
  });
};
