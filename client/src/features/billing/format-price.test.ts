import { describe, expect, it } from "vitest";
import { formatRand } from "./format-price";

describe("formatRand", () => {
  it("shows whole rand without decimals on cards", () => {
    expect(formatRand(39900)).toBe("R399");
    expect(formatRand(0)).toBe("R0");
  });

  it("shows two decimals in order summaries", () => {
    expect(formatRand(39900, { decimals: true })).toBe("R399.00");
    expect(formatRand(0, { decimals: true })).toBe("R0.00");
  });

  it("keeps the cents when a price has some, even on cards", () => {
    expect(formatRand(19950)).toBe("R199.50");
    expect(formatRand(105)).toBe("R1.05");
  });

  it("groups thousands with a no-break space, as en-ZA does", () => {
    expect(formatRand(149900)).toBe("R1\u00a0499");
    expect(formatRand(123456789, { decimals: true })).toBe("R1\u00a0234\u00a0567.89");
    expect(formatRand(100000)).toBe("R1\u00a0000");
  });

  it("puts the minus before the R for refunds and credits", () => {
    expect(formatRand(-5000, { decimals: true })).toBe("-R50.00");
  });

  it("rounds a fractional cent amount instead of printing it", () => {
    expect(formatRand(39899.6)).toBe("R399");
  });
});
