import { describe, expect, it } from "vitest";
import type { MyAssessment } from "@shared/api/assessment";
import { getCurrentLevel } from "./current-level";

const assessment: MyAssessment = { score: 4, level: "C1-C2", levelName: "Advanced", completedAt: "2025-03-04T12:00:00.000Z" };

describe("getCurrentLevel", () => {
  it("prefers the assessment's band and name", () => {
    expect(getCurrentLevel({ assessment, languageLevel: "Beginner (A1)" })).toBe("C1-C2 · Advanced");
  });

  it("uses the level chosen at registration without an assessment", () => {
    expect(getCurrentLevel({ assessment: null, languageLevel: "Beginner (A1)" })).toBe("Beginner (A1)");
  });

  it("treats 'Not Sure (Take Assessment)' and no level as unknown", () => {
    expect(getCurrentLevel({ assessment: null, languageLevel: "Not Sure (Take Assessment)" })).toBeNull();
    expect(getCurrentLevel({ assessment: undefined, languageLevel: null })).toBeNull();
  });
});
