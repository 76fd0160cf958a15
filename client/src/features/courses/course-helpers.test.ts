import { describe, expect, it } from "vitest";
import { parseCourseId } from "./api/get-course";
import { getEnrollmentPlanName } from "./enrollment-plan";

describe("getEnrollmentPlanName", () => {
  it.each([
    ["A1-A2", "Standard"],
    ["C1-C2", "Standard"],
    ["TEFL Level 3", "Premium"],
    ["TEFL Diploma", "Premium"],
  ])("sells %s with the %s plan", (level, planName) => {
    expect(getEnrollmentPlanName(level)).toBe(planName);
  });
});

describe("parseCourseId", () => {
  it("reads positive whole numbers", () => {
    expect(parseCourseId("2")).toBe(2);
  });

  it.each(["abc", "0", "-1", "1.5", "2abc", "", undefined, "99999999999"])("rejects %j", (value) => {
    expect(parseCourseId(value)).toBeUndefined();
  });
});
