import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CourseSummary } from "@shared/api/courses";
import { mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { CourseCard } from "./components/course-card";
import { describeCourseScope } from "./course-scope";

const course = (level: string, guidedHours: number): CourseSummary => ({
  id: 1,
  slug: "course",
  title: "A course",
  description: "",
  level,
  imageUrl: null,
  lessonCount: 20,
  moduleCount: 5,
  totalMinutes: 600,
  guidedHours,
});

describe("what a course's hours cover (D26)", () => {
  it("calls a short course a first step towards its top level, never a course that reaches it", () => {
    expect(describeCourseScope(course("A1-A2", 13))).toBe("A first 13-hour course towards A2");
    expect(describeCourseScope(course("B1-B2", 21))).toBe("A 21-hour course from B1 towards B2");
    expect(describeCourseScope(course("C1-C2", 14))).toBe("A 14-hour course from C1 towards C2");
  });

  it("says a course goes from one level to the next only when its hours reach the published guidance", () => {
    expect(describeCourseScope(course("A1-A2", 179))).toBe("A first 179-hour course towards A2");
    expect(describeCourseScope(course("A1-A2", 180))).toBe("A 180-hour course from A1 to A2");
    expect(describeCourseScope(course("B1-B2", 320))).toBe("A 320-hour course from B1 to B2");
  });

  it("calls a TEFL course a teacher-training course of its hours, with no regulated level", () => {
    expect(describeCourseScope(course("TEFL Level 5", 27))).toBe("A 27-hour teacher-training course");
    expect(describeCourseScope(course("Business English", 10))).toBeNull();
    expect(describeCourseScope(course("A1-A2", 0))).toBeNull();
  });

  it("says it in the interface language", () => {
    showInterfaceIn("de");
    expect(describeCourseScope(course("A1-A2", 13))).toBe("Ein erster Kurs mit 13 Stunden auf dem Weg zu A2");
  });
});

describe("a course card", () => {
  it("states what the course covers from its hours, and claims no regulated or accredited level", () => {
    mockApi({});
    renderWithProviders(<CourseCard course={{ ...course("A1-A2", 13), title: "Beginner English (A1-A2)" }} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("A first 13-hour course towards A2")).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/regulated|accredited/i);
  });
});
