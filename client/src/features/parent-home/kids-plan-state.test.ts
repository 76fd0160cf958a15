import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import { translate } from "@/i18n/use-t";
import { buildAdultSubscription } from "@/test/builders";
import { describeChildRoom, describeKidsPlan, formatDayMonth, getKidsPlanState, isKidsParent } from "./kids-plan-state";

const kids = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: "2026-12-02T10:00:00.000Z",
    isTrial: true,
    displayStatus: "trial",
    ...overrides,
  });

describe("the kids plan in a few words", () => {
  it("formats the day and month in the account's time zone", () => {
    expect(formatDayMonth("2026-12-01T22:30:00.000Z", "Africa/Johannesburg")).toBe("2 Dec");
    expect(formatDayMonth("2026-12-01T22:30:00.000Z", "America/New_York")).toBe("1 Dec");
    expect(formatDayMonth("2026-09-05T12:00:00.000Z", "UTC")).toBe("5 Sep");
    expect(formatDayMonth("not a date", "UTC")).toBe("-");
  });

  it("reads the server's display status: a running trial, an ended one, a paid plan, an ending one and an ended one", () => {
    expect(describeKidsPlan(getKidsPlanState(kids()), "Africa/Johannesburg", translate, "en")).toBe("Free trial, ends 2 Dec");
    expect(describeKidsPlan(getKidsPlanState(kids({ status: "expired", displayStatus: "trial_ended" })), "UTC", translate, "en")).toBe(
      "Free trial ended",
    );
    const paid = { isTrial: false, cancelAtPeriodEnd: false } as const;
    expect(describeKidsPlan(getKidsPlanState(kids({ ...paid, status: "active", displayStatus: "active" })), "UTC", translate, "en")).toBe(
      "Starter plan",
    );
    expect(
      describeKidsPlan(getKidsPlanState(kids({ ...paid, status: "cancelled", displayStatus: "ending" })), "UTC", translate, "en"),
    ).toBe("Starter plan");
    expect(describeKidsPlan(getKidsPlanState(kids({ ...paid, status: "expired", displayStatus: "expired" })), "UTC", translate, "en")).toBe(
      "Your Starter plan has ended",
    );
    expect(getKidsPlanState(null)).toEqual({ kind: "none" });
    expect(getKidsPlanState(buildAdultSubscription())).toEqual({ kind: "adult", planName: "Standard" });
    expect(getKidsPlanState(buildAdultSubscription({ status: "expired", displayStatus: "expired" }))).toEqual({ kind: "none" });
  });

  it("counts a kids subscription, running or ended, as a parent's; an adult plan or none is not", () => {
    expect(isKidsParent(kids())).toBe(true);
    expect(isKidsParent(kids({ status: "expired" }))).toBe(true);
    expect(isKidsParent(buildAdultSubscription())).toBe(false);
    expect(isKidsParent(null)).toBe(false);
  });

  it("names the room for children by the plan the parent knows", () => {
    expect(describeChildRoom(getKidsPlanState(kids()), 1, translate)).toBe("Your free trial has room for 1 child.");
    expect(
      describeChildRoom(
        getKidsPlanState(kids({ status: "active", displayStatus: "active", isTrial: false, plan: { ...kids().plan, name: "Family" } })),
        4,
        translate,
      ),
    ).toBe("Your Family plan has room for 4 children.");
  });
});
