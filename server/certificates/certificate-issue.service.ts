import { and, eq } from "drizzle-orm";
import type { CertificateGrade, CertificateKind } from "../../shared/api/certificates";
import type { User } from "../../shared/schema/auth";
import { certificates } from "../../shared/schema/certificates";
import { courses } from "../../shared/schema/courses";
import type { DbExecutor } from "../db/connection";
import { enqueueMail } from "../lib/outbox";
import { hasConfirmedAddress } from "../auth/email-confirmation.service";
import { getCourseStanding } from "../course-tests/course-standing";
import { gradeStanding } from "./certificate-grading";
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
 * Issues the course's certificate when the student has met its requirements, once per student and course
 * (the unique pair decides; the caller holds the student's progress lock, so results sent at once take
 * turns). A course with a final assessment needs every published lesson complete, the final passed and
 * (TEFL) every reflective task handed in; its grade comes from certificateScore (final and module tests).
 * A course without one (an admin's own) needs every published lesson and issues a completion record with
 * no grade (decision 0069): retried exercises justify no grade. Student and course names are frozen at
 * issue, with the course's guided learning hours. The student is mailed the verify link. Returns the new
 * certificate, or null when none was issued now.
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
): Promise<{ certificateNumber: string; courseName: string; kind: CertificateKind; grade: CertificateGrade | null } | null> => {
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
  const graded = gradeStanding(standing);
  if (!graded) return null;
  const { kind, grade } = graded;
  const moduleTestsScore = standing.moduleBests.length
    ? Math.round(standing.moduleBests.reduce((sum, best) => sum + best, 0) / standing.moduleBests.length)
    : null;
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
        kind,
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
      return { certificateNumber, courseName: course.title, kind, grade };
    }
  }
  throw new Error("no free certificate number after several attempts");
};
