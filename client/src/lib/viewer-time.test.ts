import { describe, expect, it } from "vitest";
import { formatDay, formatMoment, fromWallTime, toWallTime, usableTimeZone, zoneName } from "./viewer-time";

const INSTANT = "2026-12-02T01:58:00.000Z";

describe("viewer time", () => {
  it("writes a moment in the zone it is given, with the zone named", () => {
    expect(formatMoment(INSTANT, "Africa/Johannesburg")).toBe("02 Dec 2026, 03:58 SAST");
    expect(formatMoment(INSTANT, "UTC")).toBe("02 Dec 2026, 01:58 UTC");
    expect(formatMoment(INSTANT, "America/New_York")).toBe("01 Dec 2026, 20:58 GMT-5");
  });

  it("counts a day alone in the same zone, so a late evening is still the day before", () => {
    expect(formatDay(INSTANT, "Africa/Johannesburg")).toBe("02 Dec 2026");
    expect(formatDay(INSTANT, "America/New_York")).toBe("01 Dec 2026");
  });

  it("names a zone in the interface language on a learner's page", () => {
    expect(zoneName(INSTANT, "Asia/Tokyo", "ja")).toBe("JST");
    expect(formatMoment(INSTANT, "Europe/Berlin", "de")).toBe("2. Dezember 2026 um 02:58 MEZ");
  });

  it("reads a form's date and time in the viewer's zone, both ways, across a daylight-saving change", () => {
    expect(fromWallTime("2026-11-24T18:30", "Africa/Johannesburg").toISOString()).toBe("2026-11-24T16:30:00.000Z");
    expect(toWallTime("2026-11-24T16:30:00.000Z", "Africa/Johannesburg")).toBe("2026-11-24T18:30");
    // New York: winter (UTC-5) and summer (UTC-4) on either side of 8 March 2026.
    expect(fromWallTime("2026-03-07T09:00", "America/New_York").toISOString()).toBe("2026-03-07T14:00:00.000Z");
    expect(fromWallTime("2026-03-09T09:00", "America/New_York").toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(toWallTime("2026-03-09T13:00:00.000Z", "America/New_York")).toBe("2026-03-09T09:00");
  });

  it("keeps a zone the browser knows, and falls back to the browser's for one it does not", () => {
    expect(usableTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(usableTimeZone("Not/AZone")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(usableTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
