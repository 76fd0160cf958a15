import { describe, expect, it } from "vitest";
import { SPEECH_RATE, speechRateForLevel } from "./speak";

describe("speechRateForLevel", () => {
  it("slows listening for beginners and speaks at natural speed for proficient users and teacher trainees", () => {
    expect(speechRateForLevel("A1-A2")).toBe(0.8);
    expect(speechRateForLevel("B1-B2")).toBe(0.9);
    expect(speechRateForLevel("C1-C2")).toBe(1);
    expect(speechRateForLevel("TEFL Level 3")).toBe(1);
    expect(speechRateForLevel("TEFL Diploma")).toBe(1);
    expect(speechRateForLevel(" a2 ")).toBe(0.8);
  });

  it("keeps the default pace for a level it does not know or before the course has arrived", () => {
    expect(speechRateForLevel("Business English")).toBe(SPEECH_RATE);
    expect(speechRateForLevel("")).toBe(SPEECH_RATE);
    expect(speechRateForLevel(undefined)).toBe(SPEECH_RATE);
  });
});
