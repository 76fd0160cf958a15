import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import { buildAdultSubscription } from "@/test/builders";
import { describeChildRoom, describeKidsPlan, formatDayMonth, getKidsPlanState, isKidsParent } from "./kids-plan-state";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const kids = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: "2026-12-02T10:00:00.000Z",
    isTrial: true,
    ...overrides,
  });

describe("the kids plan in a few words", () => {
  it("formats the day and month in the account's time zone", () => {
    expect(formatDayMonth("2026-12-01T22:30:00.000Z", "Africa/Johannesburg")).toBe("2 Dec");
    expect(formatDayMonth("2026-12-01T22:30:00.000Z", "America/New_York")).toBe("1 Dec");
    expect(formatDayMonth("2026-09-05T12:00:00.000Z", "UTC")).toBe("5 Sep");
    expect(formatDayMonth("not a date", "UTC")).toBe("-");
  });

  it("reads a running trial, an ended one, a paid plan and an ended plan", () => {
    expect(describeKidsPlan(getKidsPlanState(kids(), NOW), "Africa/Johannesburg")).toBe("Free trial, ends 2 Dec");
    expect(describeKidsPlan(getKidsPlanState(kids({ currentPeriodEnd: "2026-11-25T09:59:59.000Z" }), NOW), "UTC")).toBe("Free trial ended");
    expect(describeKidsPlan(getKidsPlanState(kids({ status: "expired" }), NOW), "UTC")).toBe("Free trial ended");
    expect(describeKidsPlan(getKidsPlanState(kids({ status: "active", isTrial: false }), NOW), "UTC")).toBe("Starter plan");
    expect(describeKidsPlan(getKidsPlanState(kids({ status: "expired", isTrial: false }), NOW), "UTC")).toBe("Your Starter plan has ended");
    expect(getKidsPlanState(null, NOW)).toEqual({ kind: "none" });
    expect(getKidsPlanState(buildAdultSubscription(), NOW)).toEqual({ kind: "adult", planName: "Standard" });
  });

  it("counts a kids subscription, running or ended, as a parent's; an adult plan or none is not", () => {
    expect(isKidsParent(kids())).toBe(true);
    expect(isKidsParent(kids({ status: "expired" }))).toBe(true);
    expect(isKidsParent(buildAdultSubscription())).toBe(false);
    expect(isKidsParent(null)).toBe(false);
  });

  it("names the room for children by the plan the parent knows", () => {
    expect(describeChildRoom(getKidsPlanState(kids(), NOW), 1)).toBe("Your free trial has room for 1 child.");
    expect(
      describeChildRoom(getKidsPlanState(kids({ status: "active", isTrial: false, plan: { ...kids().plan, name: "Family" } }), NOW), 4),
    ).toBe("Your Family plan has room for 4 children.");
  });
});
