import { describe, expect, it } from "vitest";
import { getYearlySavingPercent } from "./yearly-saving";

describe("getYearlySavingPercent", () => {
  it("rounds 100 - yearly / (12 x monthly) x 100", () => {
    expect(getYearlySavingPercent(16900, 149900)).toBe(26);
    expect(getYearlySavingPercent(34900, 292900)).toBe(30);
    expect(getYearlySavingPercent(52900, 544900)).toBe(14);
  });

  it("has no saving for a free plan or a yearly price that saves nothing", () => {
    expect(getYearlySavingPercent(0, 0)).toBeUndefined();
    expect(getYearlySavingPercent(1000, 12000)).toBeUndefined();
    expect(getYearlySavingPercent(1000, 13000)).toBeUndefined();
  });
});
