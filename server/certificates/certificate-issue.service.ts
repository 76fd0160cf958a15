import { and, eq, inArray, sql } from "drizzle-orm";
import { gradeForAverage, type CertificateGrade } from "../../shared/api/certificates";
import { certificateScore } from "../../shared/api/course-tests";
import type { User } from "../../shared/schema/auth";
import { certificates } from "../../shared/schema/certificates";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import type { DbExecutor } from "../db/connection";
import { enqueueMail } from "../lib/outbox";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import { getCourseStanding } from "../course-tests/course-standing";
import { certificateIssuedMail } from "./certificate-mail";
import { generateCertificateNumber } from "./certificate-number";

/** A number collision is about one in 850 billion; a few tries make it impossible in practice. */
const NUMBER_ATTEMPTS = 5;

export const studentNameOf = (user: Pick<User, "firstName" | "lastName" | "username">) =>
  [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ") || user.username;

/**
 * The average of the student's best score (percent) over the course's live exercises in published lessons;
 * an exercise never attempted counts 0 (one added to a lesson after the student completed it).
 */
export const averageBestScore = async (tx: DbExecutor, { userId, courseId }: { userId: number; courseId: number }) => {
  const live = await tx
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
    .where(and(eq(lessons.courseId, courseId), eq(lessons.isPublished, true), eq(exercises.isRetired, false)));
  if (live.length === 0) return 0;
  const bests = await tx
    .select({ best: sql<number>`max(${userExerciseResults.score})::int` })
    .from(userExerciseResults)
    .where(
      and(
        eq(userExerciseResults.userId, userId),
        inArray(
          userExerciseResults.exerciseId,
          live.map((exercise) => exercise.id),
        ),
      ),
    )
    .groupBy(userExerciseResults.exerciseId);
  return bests.reduce((sum, row) => sum + row.best, 0) / live.length;
};

/**
 * Issues the course's certificate when the student has met its requirements, once per student and course
 * (the unique pair decides; the caller holds the student's progress lock, so results sent at once take
 * turns). A course with a final assessment needs every published lesson complete, the final passed and
 * (TEFL) every reflective task handed in; its grade comes from certificateScore (final and module tests).
 * A course without one (an admin's own) keeps the lessons-only rule and the exercises' average. Student
 * and course names are frozen at issue, with the course's guided learning hours. The student is mailed
 * the verify link. Returns the new certificate, or null when none was issued now.
 */
export const issueCertificateIfComplete = async (
  tx: DbExecutor,
  {
    user,
    courseId,
    courseProgress,
    now,
    siteOrigin,
  }: { user: User; courseId: number; courseProgress: number; now: Date; siteOrigin: string },
): Promise<{ certificateNumber: string; courseName: string; grade: CertificateGrade } | null> => {
  if (courseProgress < 100) return null;
  const standing = await getCourseStanding(tx, { userId: user.id, courseId });
  const requirementsMet = standing.hasFinal
    ? standing.allLessonsComplete && standing.finalPassed && standing.tasksSubmitted === standing.tasksTotal
    : standing.allLessonsComplete;
  if (!requirementsMet) return null;
  const [existing] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, user.id), eq(certificates.courseId, courseId)));
  if (existing) return null;
  const [course] = await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  const moduleTestsScore = standing.moduleBests.length
    ? Math.round(standing.moduleBests.reduce((sum, best) => sum + best, 0) / standing.moduleBests.length)
    : null;
  const grade =
    standing.hasFinal && standing.finalBest !== null
      ? gradeForAverage(certificateScore(standing.finalBest, standing.moduleBests))
      : gradeForAverage(await averageBestScore(tx, { userId: user.id, courseId }));
  const studentName = studentNameOf(user);
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const certificateNumber = generateCertificateNumber(now);
    const [issued] = await tx
      .insert(certificates)
      .values({
        userId: user.id,
        courseId,
        certificateNumber,
        studentName,
        courseName: course.title,
        completionDate: now,
        issueDate: now,
        grade,
        guidedHours: standing.guidedHours,
        finalScore: standing.hasFinal ? standing.finalBest : null,
        moduleTestsScore: standing.hasFinal ? moduleTestsScore : null,
      })
      .onConflictDoNothing()
      .returning();
    if (issued) {
      // Mailed only to a confirmed address (decision 0046); the certificate is on the student's page either way.
      if (hasConfirmedAddress(user))
        await enqueueMail({
          db: tx,
          now,
          mail: certificateIssuedMail({
            to: user.email,
            studentName,
            courseName: course.title,
            grade,
            certificateNumber,
            siteOrigin,
            locale: user.locale,
          }),
        });
      return { certificateNumber, courseName: course.title, grade };
    }
  }
  throw new Error("no free certificate number after several attempts");
};
