import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";

const line = (overrides: Partial<typeof auditLog.$inferInsert>): typeof auditLog.$inferInsert => ({
  actorName: "principal",
  action: "plan.update",
  targetType: "plan",
  targetId: "1",
  summary: "A change",
  ...overrides,
});

/** Thirty lines a minute apart (newest last), then three that the filters pick out. */
const seedLog = async (testApp: TestApp) => {
  const start = new Date("2026-11-20T08:00:00Z").getTime();
  await testApp.db
    .insert(auditLog)
    .values(
      Array.from({ length: 30 }, (_, index) =>
        line({ summary: `Change number ${index + 1}`, createdAt: new Date(start + index * 60_000) }),
      ),
    );
  await testApp.db.insert(auditLog).values([
    line({ action: "plan.retire", summary: 'Retired "Basic": no new checkouts', createdAt: new Date("2026-11-18T21:30:00Z") }),
    line({
      actorName: "thandeka",
      action: "payment.refund",
      targetType: "payment",
      targetId: "7",
      summary: "Refunded R399.00 to 100%_sure",
      createdAt: new Date("2026-11-22T23:30:00Z"),
    }),
    line({
      actorName: "Thandeka",
      action: "subscription.extend",
      targetType: "subscription",
      summary: "Extended by 7 days",
      createdAt: new Date("2026-11-23T09:00:00Z"),
    }),
  ]);
};

describe("GET /api/admin/audit-log", () => {
  it("answers newest first, 25 a page, with the total and the actions and target types to filter by", async () => {
    const testApp = await createTestApp();
    await seedLog(testApp);
    const admin = await signInAdmin(testApp);
    const first = await admin.get("/api/admin/audit-log");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 33 });
    expect(first.body.entries).toHaveLength(25);
    expect(first.body.entries.slice(0, 3).map((entry: { summary: string }) => entry.summary)).toEqual([
      "Extended by 7 days",
      "Refunded R399.00 to 100%_sure",
      "Change number 30",
    ]);
    expect(first.body.actions).toEqual(["payment.refund", "plan.retire", "plan.update", "subscription.extend"]);
    expect(first.body.targetTypes).toEqual(["payment", "plan", "subscription"]);
    const second = await admin.get("/api/admin/audit-log?page=2");
    expect(second.body.entries.map((entry: { summary: string }) => entry.summary)).toEqual([
      ...Array.from({ length: 7 }, (_, index) => `Change number ${7 - index}`),
      'Retired "Basic": no new checkouts',
    ]);
  });

  it("filters by action, target type, admin (any letter case), words of the summary and school days", async () => {
    const testApp = await createTestApp();
    await seedLog(testApp);
    const admin = await signInAdmin(testApp);
    const summaries = async (query: string) =>
      (await admin.get(`/api/admin/audit-log?${query}`)).body.entries.map((entry: { summary: string }) => entry.summary);
    expect(await summaries("action=plan.retire")).toEqual(['Retired "Basic": no new checkouts']);
    expect(await summaries("targetType=payment")).toEqual(["Refunded R399.00 to 100%_sure"]);
    expect(await summaries("actor=THANDEKA")).toEqual(["Extended by 7 days", "Refunded R399.00 to 100%_sure"]);
    // % and _ are letters in a search, not wildcards.
    expect(await summaries("query=%25_sure")).toEqual(["Refunded R399.00 to 100%_sure"]);
    expect(await summaries("query=number%2030")).toEqual(["Change number 30"]);
    // 23:30 UTC on the 22nd is already the 23rd in Johannesburg; 21:30 UTC on the 18th is the 18th.
    expect(await summaries("from=2026-11-23&to=2026-11-23")).toEqual(["Extended by 7 days", "Refunded R399.00 to 100%_sure"]);
    expect(await summaries("to=2026-11-18")).toEqual(['Retired "Basic": no new checkouts']);
    // The days of the admin's own zone, where the page shows its times: in New York 23:30 UTC on the 22nd is
    // still the 22nd, and 21:30 UTC on the 18th is the 18th's afternoon.
    expect(await summaries("from=2026-11-23&to=2026-11-23&timeZone=America/New_York")).toEqual(["Extended by 7 days"]);
    expect(await summaries("from=2026-11-22&to=2026-11-22&timeZone=America/New_York")).toEqual(["Refunded R399.00 to 100%_sure"]);
    expect(await summaries("from=2026-11-23&to=2026-11-23&timeZone=Africa/Johannesburg")).toEqual([
      "Extended by 7 days",
      "Refunded R399.00 to 100%_sure",
    ]);
    const combined = await admin.get("/api/admin/audit-log?actor=principal&action=plan.update&from=2026-11-20&page=2");
    expect(combined.body).toMatchObject({ total: 30, page: 2 });
    expect(combined.body.entries).toHaveLength(5);
  });

  it("answers bad filters with a clear 400, a student with 403 and a visitor with 401", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const badDate = await admin.get("/api/admin/audit-log?from=21-11-2026");
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe("Dates are written YYYY-MM-DD");
    const backwards = await admin.get("/api/admin/audit-log?from=2026-11-23&to=2026-11-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe("The start date must be on or before the end date");
    expect((await admin.get("/api/admin/audit-log?page=0")).body.message).toBe("Page must be 1 or more");
    const badZone = await admin.get("/api/admin/audit-log?from=2026-11-01&timeZone=Mars/Olympus");
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toBe("That time zone does not exist");
    const { agent } = await signUp(testApp);
    expect((await agent.get("/api/admin/audit-log")).status).toBe(403);
    expect((await testApp.request().get("/api/admin/audit-log")).status).toBe(401);
  });
});
