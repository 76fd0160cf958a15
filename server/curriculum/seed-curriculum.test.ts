import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { FINAL_PASS_PERCENT, MODULE_TEST_PASS_PERCENT } from "../../shared/api/course-tests";
import { plainTextToHtml } from "../../shared/lessons/lesson-html";
import { users } from "../../shared/schema/auth";
import { courseTestQuestions, courseTests } from "../../shared/schema/course-tests";
import { courses, lessons } from "../../shared/schema/courses";
import { exercises, userExerciseResults } from "../../shared/schema/learning";
import { seedReferenceData } from "../db/seed";
import { COURSE_TEXTS_BEFORE_CURRICULUM } from "../db/seed-data/course-texts-before-curriculum";
import { seedCourses } from "../db/seed-data/courses";
import { a1a2 } from "../db/seed-data/lessons/a1-a2";
import { getTestDatabase } from "../test/test-database";
import { CURRICULUM_ROOT, CurriculumError, planCurriculum, seedCurriculum } from "./seed-curriculum";

const snapshot = async () => {
  const { db } = await getTestDatabase();
  return {
    courses: await db.select().from(courses).orderBy(courses.id),
    lessons: await db.select().from(lessons).orderBy(lessons.id),
    exercises: await db.select().from(exercises).orderBy(exercises.id),
    tests: await db.select().from(courseTests).orderBy(courseTests.id),
    questions: await db.select().from(courseTestQuestions).orderBy(courseTestQuestions.id),
  };
};

const a1Course = async () => {
  const { db } = await getTestDatabase();
  const [course] = await db.select().from(courses).where(eq(courses.slug, "a1-a2"));
  return course!;
};

describe("seedCurriculum", () => {
  it("writes every lesson file as a lesson keyed by its path, with its Markdown as HTML and its exercises in order", async () => {
    const { db } = await getTestDatabase();
    const course = await a1Course();
    const [lesson] = await db
      .select()
      .from(lessons)
      .where(eq(lessons.contentKey, "a1-a2/module-1/01-hello-and-goodbye-everyday-greetings.md"));
    expect(lesson).toMatchObject({ courseId: course.id, module: 1, position: 0, title: "Hello and Goodbye: Everyday Greetings" });
    const file = planCurriculum().find((entry) => entry.slug === "a1-a2")!.lessons[0]!;
    expect(lesson!.estimatedMinutes).toBe(file.estimatedMinutes);
    expect(lesson!.examples).toEqual(file.examples);
    expect(lesson!.content).toMatch(/^<(h2|p)>/);
    expect(lesson!.content).not.toMatch(/\*\*|^##/m);
    const source = readFileSync(join(CURRICULUM_ROOT, lesson!.contentKey!), "utf8");
    if (/^\|/m.test(source)) expect(lesson!.content).toContain("<table>");
    const rows = await db.select().from(exercises).where(eq(exercises.lessonId, lesson!.id)).orderBy(exercises.position);
    expect(rows.map((row) => row.title)).toEqual(file.exercises.map((exercise) => exercise.title));
    expect(rows.map((row) => row.position)).toEqual(file.exercises.map((_, index) => index));
  });

  it("stores each lesson file's key words and phrases (none for a file without)", async () => {
    const { db } = await getTestDatabase();
    const rows = await db.select({ contentKey: lessons.contentKey, vocabulary: lessons.vocabulary }).from(lessons);
    const stored = new Map(rows.map((row) => [row.contentKey, row.vocabulary]));
    const planned = planCurriculum().flatMap((course) => course.lessons);
    for (const lesson of planned) expect(stored.get(lesson.contentKey)).toEqual(lesson.vocabulary);
    // Issue 43 writes them lesson by lesson: at least the sample lesson has its list.
    expect(planned.some((lesson) => lesson.vocabulary.length >= 6)).toBe(true);
  });

  it("sets each course's modules from its module.yaml files: CEFR can-do statements, TEFL outcomes and reflective tasks", async () => {
    const { db } = await getTestDatabase();
    const rows = await db.select().from(courses);
    for (const course of rows) {
      expect(course.modules, course.slug).toHaveLength(5);
      expect(course.modules.every((module) => module.weeks === 0 && module.title.length > 0)).toBe(true);
    }
    const a1 = rows.find((course) => course.slug === "a1-a2")!;
    expect(a1.modules[0]!.canDo!.listening.length).toBeGreaterThan(0);
    expect(a1.modules[0]!.reflectiveTask).toBeUndefined();
    const tefl = rows.find((course) => course.slug === "tefl-level-3")!;
    expect(tefl.modules.every((module) => module.reflectiveTask!.prompt.length >= 40 && module.outcomes!.length >= 2)).toBe(true);
  });

  it("writes the module tests and the final assessment with their banks and pass marks", async () => {
    const { db } = await getTestDatabase();
    const course = await a1Course();
    const tests = await db.select().from(courseTests).where(eq(courseTests.courseId, course.id)).orderBy(courseTests.module);
    expect(tests.map((test) => [test.kind, test.module, test.passPercent])).toEqual([
      ["final", 0, FINAL_PASS_PERCENT],
      ["module", 1, MODULE_TEST_PASS_PERCENT],
      ["module", 2, MODULE_TEST_PASS_PERCENT],
      ["module", 3, MODULE_TEST_PASS_PERCENT],
      ["module", 4, MODULE_TEST_PASS_PERCENT],
      ["module", 5, MODULE_TEST_PASS_PERCENT],
    ]);
    expect(tests[0]).toMatchObject({ title: "Final assessment", contentKey: "a1-a2/final-assessment.yaml" });
    expect(tests[2]).toMatchObject({ title: `Module 2 test: ${course.modules[1]!.title}`, contentKey: "a1-a2/module-2/test.yaml" });
    const questions = await db
      .select()
      .from(courseTestQuestions)
      .where(eq(courseTestQuestions.testId, tests[2]!.id))
      .orderBy(courseTestQuestions.position);
    const bank = planCurriculum()
      .find((entry) => entry.slug === "a1-a2")!
      .tests.find((test) => test.module === 2 && test.kind === "module")!;
    // The drawn questions, then the texts (and a final's writing task) asked whole; what those add is counted.
    expect(questions.map((question) => question.content)).toEqual([...bank.questions, ...bank.texts].map((question) => question.content));
    expect(bank.texts.map((text) => text.type)).toEqual(expect.arrayContaining(["reading_text", "listening_text"]));
    expect(tests[2]).toMatchObject({ textQuestions: bank.textQuestions, textMinutes: bank.textMinutes });
    expect(bank.textMinutes).toBeGreaterThan(5);
    const final = planCurriculum()
      .find((entry) => entry.slug === "a1-a2")!
      .tests.find((test) => test.kind === "final")!;
    expect(final.texts.map((text) => text.type)).toContain("writing_task");
  });

  it("gives a test written before banks held texts its file's texts and writing task once, and counts them", async () => {
    const { db } = await getTestDatabase();
    const [final] = await db.select().from(courseTests).where(eq(courseTests.contentKey, "a1-a2/final-assessment.yaml"));
    const whole = ["reading_text", "listening_text", "writing_task"] as const;
    const asked = () =>
      db
        .select()
        .from(courseTestQuestions)
        .where(and(eq(courseTestQuestions.testId, final!.id), inArray(courseTestQuestions.type, [...whole])));
    const seeded = await asked();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    await db.delete(courseTestQuestions).where(
      inArray(
        courseTestQuestions.id,
        seeded.map((row) => row.id),
      ),
    );
    await db.update(courseTests).set({ textQuestions: 0, textMinutes: 0, drawn: 9 }).where(eq(courseTests.id, final!.id));

    await seedReferenceData(db);
    await seedReferenceData(db);
    expect((await asked()).map((row) => row.content)).toEqual(seeded.map((row) => row.content));
    const [after] = await db.select().from(courseTests).where(eq(courseTests.id, final!.id));
    // The admin's change to the test stays; only the texts and what they add are written.
    expect(after).toMatchObject({ drawn: 9, textQuestions: final!.textQuestions, textMinutes: final!.textMinutes });
  });

  it("a second run changes nothing", async () => {
    const { db } = await getTestDatabase();
    const before = await snapshot();
    await seedReferenceData(db);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps an admin's edits: a keyed lesson, a course's own module list and a changed test stay; a deleted test comes back once", async () => {
    const { db } = await getTestDatabase();
    const course = await a1Course();
    const key = "a1-a2/module-1/01-hello-and-goodbye-everyday-greetings.md";
    await db.update(lessons).set({ content: "<p>The admin's own text</p>", estimatedMinutes: 45 }).where(eq(lessons.contentKey, key));
    const ownModules = [{ title: "Our own module", weeks: 0, description: "Written by an admin." }];
    await db.update(courses).set({ modules: ownModules }).where(eq(courses.id, course.id));
    const [finalTest] = await db.select().from(courseTests).where(eq(courseTests.contentKey, "a1-a2/final-assessment.yaml"));
    await db.update(courseTests).set({ drawn: 7 }).where(eq(courseTests.id, finalTest!.id));
    await db.delete(courseTests).where(eq(courseTests.contentKey, "a1-a2/module-3/test.yaml"));

    await seedReferenceData(db);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.contentKey, key));
    expect(lesson).toMatchObject({ content: "<p>The admin's own text</p>", estimatedMinutes: 45 });
    expect((await a1Course()).modules).toEqual(ownModules);
    const [after] = await db.select().from(courseTests).where(eq(courseTests.id, finalTest!.id));
    expect(after!.drawn).toBe(7);
    const [restored] = await db.select().from(courseTests).where(eq(courseTests.contentKey, "a1-a2/module-3/test.yaml"));
    expect((await db.select().from(courseTestQuestions).where(eq(courseTestQuestions.testId, restored!.id))).length).toBeGreaterThan(
      restored!.drawn,
    );
  });

  it("replaces a course's overview and \"What you'll learn\" while they are still the earlier seed's; an admin's own wording stays", async () => {
    const { db } = await getTestDatabase();
    const before = COURSE_TEXTS_BEFORE_CURRICULUM["b1-b2"]!;
    await db.update(courses).set({ overview: before.overview, features: before.features }).where(eq(courses.slug, "b1-b2"));
    const ownFeatures = ["Our own promise"];
    await db.update(courses).set({ overview: "An admin's own overview.", features: ownFeatures }).where(eq(courses.slug, "c1-c2"));

    await seedReferenceData(db);
    const rows = await db
      .select()
      .from(courses)
      .where(inArray(courses.slug, ["b1-b2", "c1-c2"]))
      .orderBy(courses.slug);
    const current = seedCourses.find((course) => course.slug === "b1-b2")!;
    expect(rows[0]).toMatchObject({ overview: current.overview, features: current.features });
    expect(rows[0]!.overview).not.toBe(before.overview);
    expect(rows[1]).toMatchObject({ overview: "An admin's own overview.", features: ownFeatures });
  });

  it("adopts the old seed's lessons: ids, progress and results stay; an unedited one gets the file's text and exercises, an edited one keeps its own", async () => {
    const { db } = await getTestDatabase();
    const course = await a1Course();
    // A database seeded before the curriculum files: the old default modules and the old seed's lessons, no keys.
    await db.delete(lessons).where(eq(lessons.courseId, course.id));
    await db
      .update(courses)
      .set({ modules: seedCourses.find((entry) => entry.slug === "a1-a2")!.modules })
      .where(eq(courses.id, course.id));
    const old = await db
      .insert(lessons)
      .values(
        a1a2.lessons.map((lesson, index) => ({
          courseId: course.id,
          title: lesson.title,
          description: lesson.description,
          content: plainTextToHtml(lesson.explanation),
          examples: lesson.examples,
          module: lesson.module,
          position: index,
          estimatedMinutes: lesson.estimatedMinutes,
        })),
      )
      .returning();
    const oldExercises = await db
      .insert(exercises)
      .values(
        a1a2.lessons.flatMap((lesson, index) =>
          lesson.exercises.map((exercise, position) => ({
            ...exercise,
            content: exercise.content as Record<string, unknown>,
            lessonId: old[index]!.id,
            position,
          })),
        ),
      )
      .returning();
    const [student] = await db.insert(users).values({ username: "amara", password: "x", email: "amara@example.com" }).returning();
    const firstExercise = oldExercises.find((exercise) => exercise.lessonId === old[0]!.id)!;
    await db
      .insert(userExerciseResults)
      .values({ userId: student!.id, exerciseId: firstExercise.id, score: 100, passed: true, userAnswers: "2" });
    // An admin edited the second lesson (same title) before the upgrade.
    await db.update(lessons).set({ content: "<p>Edited by an admin</p>" }).where(eq(lessons.id, old[1]!.id));

    await seedReferenceData(db);

    const now = await db.select().from(lessons).where(eq(lessons.courseId, course.id));
    const plan = planCurriculum().find((entry) => entry.slug === "a1-a2")!;
    expect(now).toHaveLength(plan.lessons.length);
    expect(now.map((lesson) => lesson.contentKey).sort()).toEqual(plan.lessons.map((lesson) => lesson.contentKey).sort());
    const adopted = now.find((lesson) => lesson.id === old[0]!.id)!;
    const file = plan.lessons.find((lesson) => lesson.title === old[0]!.title)!;
    expect(adopted).toMatchObject({ contentKey: file.contentKey, content: file.content, estimatedMinutes: file.estimatedMinutes });
    const adoptedExercises = await db.select().from(exercises).where(eq(exercises.lessonId, adopted.id)).orderBy(exercises.id);
    expect(adoptedExercises.filter((exercise) => exercise.isRetired).map((exercise) => exercise.id)).toEqual(
      oldExercises.filter((exercise) => exercise.lessonId === adopted.id).map((exercise) => exercise.id),
    );
    expect(adoptedExercises.filter((exercise) => !exercise.isRetired).map((exercise) => exercise.title)).toEqual(
      file.exercises.map((exercise) => exercise.title),
    );
    expect(await db.select().from(userExerciseResults).where(eq(userExerciseResults.exerciseId, firstExercise.id))).toHaveLength(1);

    const edited = now.find((lesson) => lesson.id === old[1]!.id)!;
    expect(edited.content).toBe("<p>Edited by an admin</p>");
    expect(edited.contentKey).toBe(plan.lessons.find((lesson) => lesson.title === old[1]!.title)!.contentKey);
    const editedExercises = await db.select().from(exercises).where(eq(exercises.lessonId, edited.id));
    expect(editedExercises.every((exercise) => !exercise.isRetired)).toBe(true);
    expect(editedExercises).toHaveLength(a1a2.lessons[1]!.exercises.length);

    expect((await a1Course()).modules).toEqual(plan.modules);
    const before = await snapshot();
    await seedReferenceData(db);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a curriculum with problems", () => {
  const root = mkdtempSync(join(tmpdir(), "curriculum-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("is refused, naming the file and the problem, and nothing is written", async () => {
    const { db } = await getTestDatabase();
    mkdirSync(join(root, "a1-a2", "module-1"), { recursive: true });
    writeFileSync(join(root, "a1-a2", "module-1", "module.yaml"), "title: First Words\ndescription: Greetings and introductions.\n");
    writeFileSync(join(root, "a1-a2", "module-1", "01-broken.md"), "no front matter here\n");
    const before = await snapshot();
    const attempt = db.transaction((tx) => seedCurriculum(tx, root));
    await expect(attempt).rejects.toBeInstanceOf(CurriculumError);
    await expect(db.transaction((tx) => seedCurriculum(tx, root))).rejects.toThrow(
      /a1-a2\/module-1\/01-broken\.md: a lesson starts with front matter between two --- lines/,
    );
    await expect(db.transaction((tx) => seedCurriculum(tx, root))).rejects.toThrow(/a1-a2: final-assessment\.yaml is missing/);
    expect(await snapshot()).toEqual(before);
  });
});

describe("what the seeded courses hold (issue 30's figures, counted in the database)", () => {
  it("CEFR: 5 modules of at least 4 lessons of at least 5 exercises; TEFL: at least 4 units of at least 3 lessons with a reflective task; every bank larger than its test", async () => {
    const { db } = await getTestDatabase();
    const courseRows = await db.select().from(courses);
    const lessonRows = await db.select().from(lessons).where(eq(lessons.isPublished, true));
    const exerciseRows = await db.select().from(exercises).where(eq(exercises.isRetired, false));
    const tests = await db.select().from(courseTests);
    const questionRows = await db
      .select()
      .from(courseTestQuestions)
      .where(
        inArray(
          courseTestQuestions.testId,
          tests.map((test) => test.id),
        ),
      );
    expect(courseRows).toHaveLength(6);
    for (const course of courseRows) {
      const isTefl = course.slug.startsWith("tefl-");
      const courseLessons = lessonRows.filter((lesson) => lesson.courseId === course.id);
      const modules = [...new Set(courseLessons.map((lesson) => lesson.module))].sort();
      if (isTefl) {
        expect(modules.length, course.slug).toBeGreaterThanOrEqual(4);
        expect(course.modules.filter((module) => module.reflectiveTask).length, `${course.slug} reflective tasks`).toBe(
          course.modules.length,
        );
      } else expect(modules, course.slug).toEqual([1, 2, 3, 4, 5]);
      for (const module of modules) {
        const inModule = courseLessons.filter((lesson) => lesson.module === module);
        expect(inModule.length, `${course.slug} module ${module} lessons`).toBeGreaterThanOrEqual(isTefl ? 3 : 4);
        for (const lesson of inModule) {
          const own = exerciseRows.filter((exercise) => exercise.lessonId === lesson.id);
          expect(own.length, `${lesson.contentKey} exercises`).toBeGreaterThanOrEqual(5);
          expect(new Set(own.map((exercise) => exercise.type)).size, `${lesson.contentKey} exercise types`).toBeGreaterThanOrEqual(3);
        }
        const test = tests.find((entry) => entry.courseId === course.id && entry.kind === "module" && entry.module === module);
        expect(test, `${course.slug} module ${module} test`).toBeDefined();
        const bank = questionRows.filter((question) => question.testId === test!.id && !question.isRetired);
        expect(bank.length, `${course.slug} module ${module} bank`).toBeGreaterThan(test!.drawn);
      }
      const final = tests.find((entry) => entry.courseId === course.id && entry.kind === "final");
      expect(final, `${course.slug} final assessment`).toBeDefined();
      expect(final!.passPercent).toBe(FINAL_PASS_PERCENT);
      const finalBank = questionRows.filter((question) => question.testId === final!.id && !question.isRetired);
      expect(finalBank.length, `${course.slug} final bank`).toBeGreaterThan(final!.drawn);
    }
  });
});
