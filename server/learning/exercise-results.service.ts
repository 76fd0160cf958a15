import { and, eq, inArray, sql } from "drizzle-orm";
import type { ExerciseResultResponse, ProgressSummary } from "../../shared/api/learning";
import { gradeExercise } from "../../shared/exercises/grading";
import { userProgress } from "../../shared/schema/achievements";
import type { User } from "../../shared/schema/auth";
import { exercises, userExerciseResults, userLessonProgress } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { POINTS_PER_LEVEL } from "../../shared/api/achievements";
import { awardAchievements } from "../achievements/achievement-awards.service";
import { issueCertificateIfComplete } from "../certificates/certificate-issue.service";
import { requireEnrollment } from "./enrollment.service";
import { keepWriting, prepareReview } from "./exercise-review";
import { requirePublishedLesson } from "./lesson.service";
import { EXERCISE_NOT_FOUND, listLiveExercises } from "./published-content";
import { refreshCourseProgress } from "../course-tests/course-standing";
import { advanceStreak, levelForPoints, localDate } from "./streak";

type SubmitOptions = {
  db: Database;
  clock: Clock;
  user: User;
  exerciseId: number;
  userAnswers: unknown;
  timeSpent?: number;
  /** For the verify link in a certificate's mail. */
  siteOrigin: string;
};

const toSummary = (row: typeof userProgress.$inferSelect): ProgressSummary => ({
  totalPoints: row.totalPoints,
  level: row.level,
  lessonsCompleted: row.lessonsCompleted,
  exercisesCompleted: row.exercisesCompleted,
  averageScore: Math.round(row.averageScore),
  currentStreak: row.currentStreak,
  longestStreak: row.longestStreak,
  lastActivityDate: row.lastActivityDate,
});

/**
 * POST /api/exercises/:id/results. The server grades from the stored key (a score or passed in the
 * body is never read), then in one transaction stores the attempt and brings the lesson, the course
 * enrolment and the student's progress up to date. The student's progress row is locked first, so two
 * attempts sent at once are applied one after the other: an exercise's points are earned once.
 */
export const submitExerciseResult = async ({
  db,
  clock,
  user,
  exerciseId,
  userAnswers,
  timeSpent,
  siteOrigin,
}: SubmitOptions): Promise<ExerciseResultResponse> => {
  const [exercise] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.isRetired, false)));
  if (!exercise) throw new AppError("not_found", EXERCISE_NOT_FOUND);
  const { course } = await requirePublishedLesson(db, exercise.lessonId);
  await requireEnrollment({ db, clock, user, courseId: course.id });

  const outcome = gradeExercise(exercise.type, exercise.content, userAnswers);
  if (!outcome.ok) throw new AppError("validation", outcome.message);
  const { grade } = outcome;
  const prepared = await prepareReview(exercise.type, exercise.content, userAnswers);
  const percent = Math.round((grade.score / grade.maxScore) * 100);
  const now = clock.now();

  return db.transaction(async (tx) => {
    await tx.insert(userProgress).values({ userId: user.id }).onConflictDoNothing();
    const [locked] = await tx.select().from(userProgress).where(eq(userProgress.userId, user.id)).for("update");

    const [earlier] = await tx
      .select({ pointsEarned: sql<number>`coalesce(sum(${userExerciseResults.pointsEarned}), 0)::int` })
      .from(userExerciseResults)
      .where(and(eq(userExerciseResults.userId, user.id), eq(userExerciseResults.exerciseId, exercise.id)));
    const pointsEarned = grade.passed && (earlier?.pointsEarned ?? 0) === 0 ? exercise.points : 0;
    await tx.insert(userExerciseResults).values({
      userId: user.id,
      exerciseId: exercise.id,
      score: percent,
      passed: grade.passed,
      pointsEarned,
      timeSpent: timeSpent ?? null,
      userAnswers: JSON.stringify(userAnswers),
      completedAt: now,
    });
    if (prepared?.writing)
      await keepWriting(tx, { userId: user.id, source: { exerciseId: exercise.id }, courseId: course.id, writing: prepared.writing, now });

    const lessonCompleted = await refreshLessonCompletion(tx, { userId: user.id, lessonId: exercise.lessonId, courseId: course.id, now });
    const courseProgress = await refreshCourseProgress(tx, { userId: user.id, courseId: course.id, now });
    const certificate = await issueCertificateIfComplete(tx, { user, courseId: course.id, courseProgress, now, siteOrigin });
    await refreshUserProgress(tx, { user, locked: locked!, pointsEarned, now });
    // Achievements are decided on the figures just stored; their points are added once, with the award.
    const awards = await awardAchievements(tx, { user, now, isPerfectResult: percent === 100 });
    const progress = await addPoints(tx, user.id, awards.points);
    return {
      ...grade,
      pointsEarned,
      lessonCompleted,
      courseProgress,
      progress,
      newAchievements: awards.newAchievements,
      certificate,
      review: prepared?.review ?? null,
    };
  });
};

/** A lesson is complete once every live exercise in it has a passing result; completion is never undone. */
const refreshLessonCompletion = async (
  tx: DbExecutor,
  { userId, lessonId, courseId, now }: { userId: number; lessonId: number; courseId: number; now: Date },
) => {
  const live = await listLiveExercises(tx, lessonId);
  const passed = await tx
    .selectDistinct({ exerciseId: userExerciseResults.exerciseId })
    .from(userExerciseResults)
    .where(
      and(
        eq(userExerciseResults.userId, userId),
        eq(userExerciseResults.passed, true),
        inArray(
          userExerciseResults.exerciseId,
          live.map((exercise) => exercise.id),
        ),
      ),
    );
  const isComplete = live.length > 0 && passed.length === live.length;
  const [row] = await tx
    .insert(userLessonProgress)
    .values({
      userId,
      lessonId,
      courseId,
      startedAt: now,
      lastAccessedAt: now,
      isCompleted: isComplete,
      completedAt: isComplete ? now : null,
    })
    .onConflictDoUpdate({
      target: [userLessonProgress.userId, userLessonProgress.lessonId],
      set: {
        lastAccessedAt: now,
        isCompleted: sql`${userLessonProgress.isCompleted} or ${isComplete}`,
        completedAt: sql`coalesce(${userLessonProgress.completedAt}, ${isComplete ? now : null})`,
      },
    })
    .returning({ isCompleted: userLessonProgress.isCompleted });
  return row?.isCompleted ?? false;
};

/** Points, level, counts, average best score and the streak (in the student's time zone), from the stored results. */
const refreshUserProgress = async (
  tx: DbExecutor,
  { user, locked, pointsEarned, now }: { user: User; locked: typeof userProgress.$inferSelect; pointsEarned: number; now: Date },
) => {
  const [counts] = await tx
    .select({
      exercisesCompleted: sql<number>`count(distinct ${userExerciseResults.exerciseId}) filter (where ${userExerciseResults.passed})::int`,
    })
    .from(userExerciseResults)
    .where(eq(userExerciseResults.userId, user.id));
  const [average] = await tx.select({ value: sql<number>`coalesce(avg(best), 0)::float` }).from(
    sql`(select max(${userExerciseResults.score}) as best from ${userExerciseResults}
        where ${userExerciseResults.userId} = ${user.id} group by ${userExerciseResults.exerciseId}) as bests`,
  );
  const [lessonsDone] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(userLessonProgress)
    .where(and(eq(userLessonProgress.userId, user.id), eq(userLessonProgress.isCompleted, true)));
  const totalPoints = locked.totalPoints + pointsEarned;
  const { currentStreak, longestStreak, lastActivityDate } = advanceStreak(locked, localDate(now, user.timeZone));
  const [updated] = await tx
    .update(userProgress)
    .set({
      totalPoints,
      level: levelForPoints(totalPoints),
      exercisesCompleted: counts?.exercisesCompleted ?? 0,
      lessonsCompleted: lessonsDone?.value ?? 0,
      averageScore: average?.value ?? 0,
      currentStreak,
      longestStreak,
      lastActivityDate,
    })
    .where(eq(userProgress.userId, user.id))
    .returning();
  return toSummary(updated!);
};

/** Adds achievement points to the total (and the level); with none, reads the row as it stands. */
const addPoints = async (tx: DbExecutor, userId: number, points: number) => {
  const [row] =
    points === 0
      ? await tx.select().from(userProgress).where(eq(userProgress.userId, userId))
      : await tx
          .update(userProgress)
          .set({
            totalPoints: sql`${userProgress.totalPoints} + ${points}`,
            level: sql`floor((${userProgress.totalPoints} + ${points}) / ${POINTS_PER_LEVEL})::int + 1`,
          })
          .where(eq(userProgress.userId, userId))
          .returning();
  return toSummary(row!);
};
