import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { countryCodeOf } from "../../shared/countries";
import type { PublicFigures } from "../../shared/api/school";
import { users } from "../../shared/schema/auth";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises } from "../../shared/schema/learning";
import { feedback } from "../../shared/schema/messages";
import { phonicsChildren, phonicsGames } from "../../shared/schema/phonics";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import type { DbExecutor } from "../db/connection";

/** Who counts as a student: an open account whose owner confirmed the address, not staff. */
const isCountedStudent = and(
  eq(users.isAdmin, false),
  eq(users.isDisabled, false),
  isNull(users.closedAt),
  isNotNull(users.emailVerifiedAt),
);

const total = async (query: PromiseLike<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/**
 * GET /api/school/figures: what the public pages may say, counted now. Counts of people under `minimum`
 * are null (a page then says something true without a figure); what the school publishes (courses,
 * lessons, sounds, games) is always counted.
 */
export const countPublicFigures = async ({ db, minimum }: { db: DbExecutor; minimum: number }): Promise<PublicFigures> => {
  const countryRows = await db
    .select({ country: users.country, value: count() })
    .from(users)
    .where(isCountedStudent)
    .groupBy(users.country);
  const students = countryRows.reduce((sum, row) => sum + row.value, 0);
  // Old rows hold English names, new ones codes: both count as the same country.
  const countries = new Set(countryRows.map((row) => countryCodeOf(row.country)).filter((code) => code !== null)).size;
  const publishedLesson = and(eq(lessons.isPublished, true), eq(courses.isPublished, true));
  const [courseCount, lessonCount, exerciseCount, games, children, received, resolved] = await Promise.all([
    total(db.select({ value: count() }).from(courses).where(eq(courses.isPublished, true))),
    total(db.select({ value: count() }).from(lessons).innerJoin(courses, eq(courses.id, lessons.courseId)).where(publishedLesson)),
    total(
      db
        .select({ value: count() })
        .from(exercises)
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(and(publishedLesson, eq(exercises.isRetired, false))),
    ),
    total(db.select({ value: count() }).from(phonicsGames).where(eq(phonicsGames.isActive, true))),
    total(
      db
        .select({ value: count() })
        .from(phonicsChildren)
        .innerJoin(users, eq(users.id, phonicsChildren.parentUserId))
        .where(and(isNull(users.closedAt), eq(users.isDisabled, false))),
    ),
    total(db.select({ value: count() }).from(feedback)),
    total(db.select({ value: count() }).from(feedback).where(eq(feedback.isResolved, true))),
  ]);
  const isPublished = (value: number) => value >= minimum && value > 0;
  return {
    students: isPublished(students) ? students : null,
    countries: isPublished(students) && countries > 0 ? countries : null,
    youngLearners: isPublished(children) ? children : null,
    courses: courseCount,
    lessons: lessonCount,
    exercises: exerciseCount,
    phonicsSounds: PHONICS_SOUNDS.length,
    phonicsGames: games,
    feedback: isPublished(received) ? { received, resolved } : null,
  };
};
