import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ExerciseSkill } from "../../shared/api/learning";
import type { MyCourse, MyCoursesResponse, MyProgressResponse } from "../../shared/api/profile";
import { userProgress } from "../../shared/schema/achievements";
import { COURSE_LEVEL_OF_BAND, type CefrBand } from "../../shared/placement/bands";
import { assessments } from "../../shared/schema/assessment";
import type { User } from "../../shared/schema/auth";
import { subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { ACCESS_STATUSES } from "../billing/subscription-level";
import { certificates } from "../../shared/schema/certificates";
import { courses } from "../../shared/schema/courses";
import { courseEnrollments, exercises, userExerciseResults } from "../../shared/schema/learning";
import type { Database } from "../db/connection";
import { sumPracticeSeconds } from "./practice-time";

const RECOMMENDED_COUNT = 3;

// Which CEFR course band a self-reported level belongs to (when there is no assessment yet).
const BAND_BY_LANGUAGE_LEVEL: Record<string, string> = {
  "Beginner (A1)": "A1-A2",
  "Elementary (A2)": "A1-A2",
  "Intermediate (B1)": "B1-B2",
  "Upper Intermediate (B2)": "B1-B2",
  "Advanced (C1)": "C1-C2",
  "Proficient (C2)": "C1-C2",
};

const courseColumns = { id: courses.id, slug: courses.slug, title: courses.title, level: courses.level, imageUrl: courses.imageUrl };

/** The student's subscription as it really is, when it gives access (an expired one is no subscription). */
const findAccessSubscription = async (db: Database, userId: number): Promise<MyProgressResponse["subscription"]> => {
  const [row] = await db
    .select({ plan: subscriptionPlans.name, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId));
  const status = ACCESS_STATUSES.find((accessStatus) => accessStatus === row?.status);
  return row && status ? { plan: row.plan, status } : null;
};

const findStudentBand = async (db: Database, user: User) => {
  const [latest] = await db
    .select({ level: assessments.level })
    .from(assessments)
    .where(eq(assessments.userId, user.id))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);
  // An adaptive placement stores its band ("B1"); the fixed test before it stored the course level itself.
  const assessed = latest && (COURSE_LEVEL_OF_BAND[latest.level as CefrBand] ?? latest.level);
  return assessed ?? (user.languageLevel ? BAND_BY_LANGUAGE_LEVEL[user.languageLevel] : undefined);
};

// The CEFR bands in order: a student is recommended their band's course, then the next band's.
const CEFR_BANDS = ["A1-A2", "B1-B2", "C1-C2"];

/**
 * The student's enrolled courses with their progress, when they finished and the certificate it earned;
 * and (for the empty state) the courses of their level and the next one up, or the first courses of the
 * catalogue when their level is not known yet (`recommendedFor` null).
 */
export const getMyCourses = async ({ db, user }: { db: Database; user: User }): Promise<MyCoursesResponse> => {
  const enrolledRows = await db
    .select({
      ...courseColumns,
      progress: courseEnrollments.progress,
      completedAt: courseEnrollments.completedAt,
      certificateNumber: certificates.certificateNumber,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(
      certificates,
      and(eq(certificates.userId, courseEnrollments.userId), eq(certificates.courseId, courses.id), eq(certificates.isValid, true)),
    )
    .where(eq(courseEnrollments.userId, user.id))
    .orderBy(desc(courseEnrollments.lastAccessedAt), asc(courses.sortOrder));
  const enrolled: MyCourse[] = enrolledRows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null }));

  const band = await findStudentBand(db, user);
  const bandIndex = band ? CEFR_BANDS.indexOf(band) : -1;
  const levels = bandIndex >= 0 ? CEFR_BANDS.slice(bandIndex, bandIndex + 2) : band ? [band] : [];
  const recommended = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.isPublished, true), levels.length > 0 ? inArray(courses.level, levels) : undefined))
    .orderBy(asc(courses.sortOrder), asc(courses.id))
    .limit(RECOMMENDED_COUNT);
  return {
    enrolled,
    recommended: recommended.map((course) => ({ ...course, progress: 0, completedAt: null, certificateNumber: null })),
    recommendedFor: levels.length > 0 ? band! : null,
  };
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

export const getMyProgress = async ({ db, user }: { db: Database; user: User }): Promise<MyProgressResponse> => {
  const [progress] = await db.select().from(userProgress).where(eq(userProgress.userId, user.id)).limit(1);
  const [certificateCount] = await db
    .select({ value: count() })
    .from(certificates)
    .where(and(eq(certificates.userId, user.id), eq(certificates.isValid, true)));
  const exerciseRows = await db
    .select({
      skill: exercises.skill,
      attempted: sql<number>`count(*)::int`,
      passed: sql<number>`count(*) filter (where ${userExerciseResults.passed})::int`,
    })
    .from(userExerciseResults)
    .innerJoin(exercises, eq(exercises.id, userExerciseResults.exerciseId))
    .where(eq(userExerciseResults.userId, user.id))
    .groupBy(exercises.skill);

  // A skill's bar: the share of the student's attempts at exercises of that skill that passed.
  const skill = (name: ExerciseSkill) => {
    const row = exerciseRows.find((candidate) => candidate.skill === name);
    return row ? percent(row.passed, row.attempted) : 0;
  };

  return {
    lessonsCompleted: progress?.lessonsCompleted ?? 0,
    practiceSeconds: await sumPracticeSeconds(db, user.id),
    certificates: certificateCount?.value ?? 0,
    totalPoints: progress?.totalPoints ?? 0,
    level: progress?.level ?? 1,
    currentStreak: progress?.currentStreak ?? 0,
    longestStreak: progress?.longestStreak ?? 0,
    skills: {
      reading: skill("reading"),
      writing: skill("writing"),
      speaking: skill("speaking"),
      listening: skill("listening"),
    },
    subscription: await findAccessSubscription(db, user.id),
  };
};
