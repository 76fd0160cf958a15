import type { CourseSummary } from "@shared/api/courses";
import { guidedLearningHours } from "@shared/api/course-tests";
import { describe, expect, it } from "vitest";
import { formatCourseFacts } from "./course-hours";

const course = (figures: { lessonCount: number; moduleCount: number; totalMinutes: number }) =>
  ({
    ...figures,
    guidedHours: guidedLearningHours({ lessonMinutes: figures.totalMinutes, testQuestionsDrawn: 0, reflectiveTasks: 0 }),
  }) as unknown as CourseSummary;

describe("guidedLearningHours", () => {
  it("adds the lessons' minutes, 1½ minutes a drawn question and 90 minutes a reflective task, to the nearest hour", () => {
    expect(guidedLearningHours({ lessonMinutes: 680, testQuestionsDrawn: 60, reflectiveTasks: 0 })).toBe(13);
    expect(guidedLearningHours({ lessonMinutes: 930, testQuestionsDrawn: 60, reflectiveTasks: 5 })).toBe(25);
  });

  it("gives a course of under an hour 0 hours, never a claimed hour", () => {
    expect(guidedLearningHours({ lessonMinutes: 40, testQuestionsDrawn: 0, reflectiveTasks: 0 })).toBe(0);
    expect(guidedLearningHours({ lessonMinutes: 55, testQuestionsDrawn: 4, reflectiveTasks: 0 })).toBe(1);
  });
});

describe("formatCourseFacts", () => {
  it("states guided learning hours when the course holds an hour or so", () => {
    expect(formatCourseFacts(course({ lessonCount: 20, moduleCount: 5, totalMinutes: 680 }))).toBe(
      "20 lessons · 5 modules · 11 guided learning hours",
    );
  });

  it("states the lessons' minutes for a short course instead of rounding up to an hour", () => {
    expect(formatCourseFacts(course({ lessonCount: 2, moduleCount: 2, totalMinutes: 40 }))).toBe("2 lessons · 2 modules · 40 min");
  });
});
