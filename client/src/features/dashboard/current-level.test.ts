import { describe, expect, it } from "vitest";
import { getCurrentLevel } from "./current-level";
import { FIXED_TEST_ASSESSMENT, PLACEMENT_ASSESSMENT } from "./test/placement-assessment";

describe("getCurrentLevel", () => {
  it("prefers the placement's band and name", () => {
    expect(getCurrentLevel({ assessment: PLACEMENT_ASSESSMENT, languageLevel: "Beginner (A1)" })).toBe("B2 · Upper Intermediate");
  });

  it("still shows an old fixed test's level and name", () => {
    expect(getCurrentLevel({ assessment: FIXED_TEST_ASSESSMENT, languageLevel: "Beginner (A1)" })).toBe("B1-B2 · Intermediate");
  });

  it("uses the level chosen at registration without an assessment", () => {
    expect(getCurrentLevel({ assessment: null, languageLevel: "Beginner (A1)" })).toBe("Beginner (A1)");
  });

  it("treats 'Not Sure (Take Assessment)' and no level as unknown", () => {
    expect(getCurrentLevel({ assessment: null, languageLevel: "Not Sure (Take Assessment)" })).toBeNull();
    expect(getCurrentLevel({ assessment: undefined, languageLevel: null })).toBeNull();
  });
});
