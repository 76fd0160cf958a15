import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney, formatPercent, formatTime } from "./format";

const nbsp = "\u00a0";

describe("formatMoney", () => {
  it("keeps the English product's rand forms", () => {
    expect(formatMoney(149_900, "en")).toBe(`R1${nbsp}499`);
    expect(formatMoney(19_900, "en", { decimals: true })).toBe("R199.00");
    expect(formatMoney(19_950, "en")).toBe("R199.50");
  });

  it("writes rand the way each language writes money", () => {
    expect(formatMoney(149_900, "de", { decimals: true })).toMatch(/^1\.499,00\sR$/);
    expect(formatMoney(149_900, "fr")).toMatch(/^1\s499\sR$/);
    expect(formatMoney(149_900, "ja")).toMatch(/^R\s?1,499$/);
    expect(formatMoney(149_950, "zh")).toMatch(/^R\s?1,499\.50$/);
  });
});

describe("formatDate", () => {
  const date = new Date("2026-11-27T10:00:00Z");

  it("writes English as the spec does and the others in their own order and words", () => {
    expect(formatDate(date, "en")).toBe("November 27, 2026");
    expect(formatDate(date, "en", "medium")).toBe("Nov 27, 2026");
    expect(formatDate("2026-11-05T10:00:00Z", "en", "mediumPadded")).toBe("Nov 05, 2026");
    expect(formatDate("2026-11-05T10:00:00Z", "en", "longPadded")).toBe("November 05, 2026");
    expect(formatDate(date, "en", "dayMonth")).toBe("Nov 27");
    expect(formatDate(date, "ja", "dayMonth")).toBe("11月27日");
    expect(formatDate(date, "ja")).toBe("2026年11月27日");
    expect(formatDate(date, "zh")).toBe("2026年11月27日");
    expect(formatDate(date, "es")).toBe("27 de noviembre de 2026");
    expect(formatDate(date, "de")).toBe("27. November 2026");
    expect(formatDate(date, "fr")).toBe("27 novembre 2026");
  });

  it("shows a live class at the reader's own clock time", () => {
    expect(formatDateTime(date, "en", "Asia/Tokyo")).toContain("7:00 PM");
    expect(formatTime(date, "en", "Asia/Tokyo")).toBe("7:00 PM");
    expect(formatDateTime(date, "ja", "Asia/Tokyo")).toContain("19:00");
    expect(formatDateTime(date, "de", "Europe/Berlin")).toContain("11:00");
  });
});

describe("formatPercent", () => {
  it("puts the sign where each language does", () => {
    expect(formatPercent(0.75, "en")).toBe("75%");
    expect(formatPercent(0.75, "fr")).toMatch(/^75\s%$/);
  });
});
