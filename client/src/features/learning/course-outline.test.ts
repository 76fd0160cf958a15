import { describe, expect, it } from "vitest";
import { buildCoursePlayer, buildOutlineLesson } from "@/test/learning-builders";
import { getContinueAction, groupLessonsByModule, lessonAfter, lessonMinutesLeft } from "./course-outline";

describe("groupLessonsByModule", () => {
  it("orders lessons by module and position, names modules from the course, and leaves out empty ones", () => {
    const lessons = [
      buildOutlineLesson({ id: 3, module: 3, position: 1 }),
      buildOutlineLesson({ id: 2, module: 1, position: 2 }),
      buildOutlineLesson({ id: 1, module: 1, position: 1 }),
    ];
    const modules = groupLessonsByModule(lessons, ["Foundations", "Everyday life", " "]);
    expect(modules.map((module) => module.title)).toEqual(["Module 1: Foundations", "Module 3"]);
    expect(modules[0]!.lessons.map((lesson) => lesson.id)).toEqual([1, 2]);
  });
});

describe("getContinueAction", () => {
  const lessons = [buildOutlineLesson({ id: 1 }), buildOutlineLesson({ id: 2, position: 2 })];

  it("starts at the next lesson when nothing is done", () => {
    expect(getContinueAction(buildCoursePlayer({ lessons, nextLessonId: 1 }))).toEqual({ kind: "start", lessonId: 1 });
  });

  it("continues at the next lesson once one is done", () => {
    const player = buildCoursePlayer({ lessons: [{ ...lessons[0]!, isCompleted: true }, lessons[1]!], nextLessonId: 2 });
    expect(getContinueAction(player)).toEqual({ kind: "continue", lessonId: 2 });
  });

  it("says the course is complete at 100 %", () => {
    const done = lessons.map((lesson) => ({ ...lesson, isCompleted: true }));
    const player = buildCoursePlayer({
      lessons: done,
      nextLessonId: null,
      enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 100, completedAt: "2025-03-09T10:00:00.000Z" },
    });
    expect(getContinueAction(player)).toEqual({ kind: "complete", firstLessonId: 1 });
  });

  it("with every lesson done but the progress under 100 % (a final or a task to do), says the lessons are done, not the course", () => {
    const done = lessons.map((lesson) => ({ ...lesson, isCompleted: true }));
    const player = buildCoursePlayer({
      lessons: done,
      nextLessonId: null,
      enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 91, completedAt: null },
    });
    expect(getContinueAction(player)).toEqual({ kind: "lessons-done", firstLessonId: 1 });
  });

  it("offers nothing for a course without lessons", () => {
    expect(getContinueAction(buildCoursePlayer({ lessons: [], nextLessonId: null }))).toEqual({ kind: "none" });
  });
});

describe("the path through the course", () => {
  const lessons = [
    buildOutlineLesson({ id: 3, module: 2, position: 1, estimatedMinutes: 50 }),
    buildOutlineLesson({ id: 2, module: 1, position: 2, estimatedMinutes: 42 }),
    buildOutlineLesson({ id: 1, module: 1, position: 1, estimatedMinutes: 30, isCompleted: true }),
  ];
  const modules = groupLessonsByModule(lessons);

  it("finds the lesson after the current one, across modules", () => {
    expect(lessonAfter(modules, 1)?.id).toBe(2);
    expect(lessonAfter(modules, 2)?.id).toBe(3);
    expect(lessonAfter(modules, 3)).toBeNull();
    expect(lessonAfter(modules, null)).toBeNull();
  });

  it("adds the minutes of the lessons not done, rounded up to 5", () => {
    expect(lessonMinutesLeft(lessons)).toBe(95);
    expect(lessonMinutesLeft(lessons.map((lesson) => ({ ...lesson, isCompleted: true })))).toBe(0);
  });
});
