import { asc, count, eq, getTableColumns, inArray, like, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminCourse,
  AdminCourseDetail,
  AdminExercise,
  AdminLesson,
  CreatedResponse,
  createCourseSchema,
  updateCourseSchema,
} from "../../shared/api/admin-content";
import type { ExerciseContent } from "../../shared/api/learning";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import type { Database, DbExecutor } from "../db/connection";
import { AppError, isUniqueViolation } from "../lib/errors";

export const COURSE_NOT_FOUND = "Course not found";

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  level: courses.level,
  isPublished: courses.isPublished,
  sortOrder: courses.sortOrder,
  lessonCount: count(lessons.id),
};

// A join rather than a correlated subquery: on a one-table select Drizzle leaves column names unqualified,
// and "course_id = id" inside a subquery on lessons would compare two columns of lessons.
const selectAdminCourses = (db: DbExecutor) =>
  db.select(courseColumns).from(courses).leftJoin(lessons, eq(lessons.courseId, courses.id)).groupBy(courses.id).$dynamic();

/** GET /api/admin/courses: every course, drafts included, in catalogue order, with its number of lessons. */
export const listAdminCourses = ({ db }: { db: Database }): Promise<AdminCourse[]> =>
  selectAdminCourses(db).orderBy(asc(courses.sortOrder), asc(courses.id));

const findAdminCourse = async (db: DbExecutor, id: number): Promise<AdminCourse> => {
  const [course] = await selectAdminCourses(db).where(eq(courses.id, id));
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course;
};

type LessonRow = typeof lessons.$inferSelect;
type ExerciseRow = typeof exercises.$inferSelect & { resultCount: number };

export const toAdminExercise = (row: ExerciseRow): AdminExercise => ({
  id: row.id,
  lessonId: row.lessonId,
  title: row.title,
  description: row.description,
  type: row.type,
  difficulty: row.difficulty,
  skill: row.skill,
  points: row.points,
  position: row.position,
  // Stored through the authoring contract (or the seed, whose data test checks the same shapes).
  content: row.content as ExerciseContent,
  isRetired: row.isRetired,
  resultCount: row.resultCount,
});

export const toAdminLesson = (row: LessonRow, lessonExercises: AdminExercise[]): AdminLesson => ({
  id: row.id,
  courseId: row.courseId,
  title: row.title,
  description: row.description ?? "",
  content: row.content ?? "",
  examples: row.examples,
  module: row.module,
  position: row.position,
  estimatedMinutes: row.estimatedMinutes,
  isPublished: row.isPublished,
  exercises: lessonExercises,
});

/** The exercises of some lessons in order, each with how many results students have sent for it. */
export const listAdminExercises = async (db: DbExecutor, lessonIds: number[]): Promise<AdminExercise[]> => {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({ ...getTableColumns(exercises), resultCount: count(userExerciseResults.id) })
    .from(exercises)
    .leftJoin(userExerciseResults, eq(userExerciseResults.exerciseId, exercises.id))
    .where(inArray(exercises.lessonId, lessonIds))
    .groupBy(exercises.id)
    .orderBy(asc(exercises.position), asc(exercises.id));
  return rows.map(toAdminExercise);
};

/** GET /api/admin/courses/:id: the course with every lesson (module, then position) and every exercise. */
export const getAdminCourse = async ({ db, id }: { db: Database; id: number }): Promise<AdminCourseDetail> => {
  const course = await findAdminCourse(db, id);
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, id))
    .orderBy(asc(lessons.module), asc(lessons.position), asc(lessons.id));
  const allExercises = await listAdminExercises(
    db,
    lessonRows.map((lesson) => lesson.id),
  );
  return {
    ...course,
    lessons: lessonRows.map((lesson) =>
      toAdminLesson(
        lesson,
        allExercises.filter((exercise) => exercise.lessonId === lesson.id),
      ),
    ),
  };
};

/** "Business English: Meetings!" -> "business-english-meetings"; a title with no latin letters or digits -> "course". */
export const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "") || "course";

/** The base slug, or base-2, base-3...: the first that no course has. */
const freeSlug = async (db: DbExecutor, base: string) => {
  const rows = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(or(eq(courses.slug, base), like(courses.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix++;
  return `${base}-${suffix}`;
};

/**
 * POST /api/admin/courses: a draft (unpublished) course at the end of the catalogue, with a slug made
 * unique from its title and no overview or modules yet.
 */
export const createCourse = async ({
  db,
  input,
}: {
  db: Database;
  input: z.output<typeof createCourseSchema>;
}): Promise<CreatedResponse> => {
  const base = slugify(input.title);
  // Two courses created at once with the same title may pick the same slug: the unique index refuses
  // the second, which then picks again.
  for (let attempt = 0; ; attempt++) {
    try {
      const slug = await freeSlug(db, base);
      const [row] = await db
        .insert(courses)
        .values({
          slug,
          title: input.title,
          description: input.description,
          level: input.level,
          isPublished: false,
          overview: "",
          modules: [],
          sortOrder: sql`(select coalesce(max(${courses.sortOrder}), -1) + 1 from ${courses})`,
        })
        .returning({ id: courses.id });
      return { id: row!.id };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, "courses_slug_unique")) throw error;
    }
  }
};

/** PATCH /api/admin/courses/:id: any of title, description, level, overview, sortOrder, isPublished. */
export const updateCourse = async ({
  db,
  id,
  input,
}: {
  db: Database;
  id: number;
  input: z.output<typeof updateCourseSchema>;
}): Promise<AdminCourse> => {
  const changes = {
    title: input.title,
    description: input.description,
    level: input.level,
    overview: input.overview,
    sortOrder: input.sortOrder,
    isPublished: input.isPublished,
  };
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  if (hasChanges) {
    const updated = await db.update(courses).set(changes).where(eq(courses.id, id)).returning({ id: courses.id });
    if (updated.length === 0) throw new AppError("not_found", COURSE_NOT_FOUND);
  }
  return findAdminCourse(db, id);
};
