import { describe, expect, it } from "vitest";
import { buildLiveClass } from "@/test/builders";
import { JOIN_LINK_RETRY_MS, msUntilNextChange, usableTimeZone } from "./class-times";

const NOW = new Date("2026-11-24T15:00:00.000Z");
const MINUTE = 60_000;

describe("msUntilNextChange", () => {
  it("waits for the join link of a booked class to open, 15 minutes before its start", () => {
    const booked = buildLiveClass({ startsAt: "2026-11-24T16:00:00.000Z", isBooked: true });
    expect(msUntilNextChange([booked], NOW)).toBe(45 * MINUTE);
  });

  it("waits for the end of a class the student has not booked (it then leaves the list)", () => {
    const notBooked = buildLiveClass({ startsAt: "2026-11-24T16:00:00.000Z", durationMinutes: 60 });
    expect(msUntilNextChange([notBooked], NOW)).toBe(120 * MINUTE);
  });

  it("asks again shortly while a link is due but not given yet, and waits for the end once it is", () => {
    const due = buildLiveClass({ startsAt: "2026-11-24T15:10:00.000Z", isBooked: true });
    expect(msUntilNextChange([due], NOW)).toBe(JOIN_LINK_RETRY_MS);
    const open = buildLiveClass({ startsAt: "2026-11-24T15:10:00.000Z", isBooked: true, joinUrl: "https://meet.example.com/x" });
    expect(msUntilNextChange([open], NOW)).toBe(70 * MINUTE);
  });

  it("takes the soonest moment of several classes, and nothing for an empty list", () => {
    const later = buildLiveClass({ id: 1, startsAt: "2026-11-25T16:00:00.000Z", isBooked: true });
    const sooner = buildLiveClass({ id: 2, startsAt: "2026-11-24T15:30:00.000Z", durationMinutes: 45 });
    expect(msUntilNextChange([later, sooner], NOW)).toBe(75 * MINUTE);
    expect(msUntilNextChange([], NOW)).toBeUndefined();
  });

  it("never asks for a delay setTimeout cannot keep", () => {
    const farAway = buildLiveClass({ startsAt: "2027-06-01T10:00:00.000Z" });
    expect(msUntilNextChange([farAway], NOW)).toBe(2_147_483_647);
  });
});

describe("usableTimeZone", () => {
  it("keeps a zone the browser knows and replaces one it does not", () => {
    expect(usableTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
    expect(usableTimeZone("Not/AZone")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(usableTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
