import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { placementItems } from "../../shared/schema/placement";
import { createTestApp, signInAdmin, signUp, type TestApp } from "../test/test-app";
import { emptyPlacementBank, insertPlacementItem } from "./calibration-test-fixtures";

const patch = (agent: ReturnType<TestApp["request"]> | Awaited<ReturnType<typeof signInAdmin>>, path: string, body: unknown) =>
  agent
    .patch(path)
    .set("Content-Type", "application/json")
    .send(body as object);

const itemRow = async (testApp: TestApp, id: number) =>
  (await testApp.db.select().from(placementItems).where(eq(placementItems.id, id)))[0]!;

const auditRows = (testApp: TestApp) => testApp.db.select().from(auditLog).orderBy(asc(auditLog.id));

const seedItem = async (testApp: TestApp) => {
  await emptyPlacementBank(testApp.db);
  return insertPlacementItem(testApp.db, { key: "b1-grammar-past", skill: "grammar", level: "B1" });
};

describe("retiring and restoring a placement item", () => {
  it("retires an item and restores it, each recorded in the audit log with who did it", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const item = await seedItem(testApp);

    const retired = await patch(admin, `/api/admin/placement/items/${item.id}`, { isRetired: true });
    expect(retired.status).toBe(200);
    expect(retired.body).toEqual({ id: item.id, key: "b1-grammar-past", isRetired: true });
    expect((await itemRow(testApp, item.id)).isRetired).toBe(true);

    const restored = await patch(admin, `/api/admin/placement/items/${item.id}`, { isRetired: false });
    expect(restored.status).toBe(200);
    expect((await itemRow(testApp, item.id)).isRetired).toBe(false);

    const [principal] = await testApp.db.select().from(users).where(eq(users.username, "principal"));
    expect(await auditRows(testApp)).toEqual([
      expect.objectContaining({
        actorId: principal!.id,
        actorName: "principal",
        action: "placement_item.retire",
        targetType: "placement_item",
        targetId: String(item.id),
        summary: 'Retired the placement item "b1-grammar-past" (B1 grammar): the test no longer shows it',
        before: { isRetired: false },
        after: { isRetired: true },
      }),
      expect.objectContaining({
        action: "placement_item.restore",
        summary: 'Restored the placement item "b1-grammar-past" (B1 grammar) to the test',
        before: { isRetired: true },
        after: { isRetired: false },
      }),
    ]);
  });

  it("answers a repeated change with 409 and logs nothing more", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const item = await seedItem(testApp);
    const restore = await patch(admin, `/api/admin/placement/items/${item.id}`, { isRetired: false });
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe("This item is already in the bank");
    await patch(admin, `/api/admin/placement/items/${item.id}`, { isRetired: true });
    const again = await patch(admin, `/api/admin/placement/items/${item.id}`, { isRetired: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This item is already retired");
    expect(await auditRows(testApp)).toHaveLength(1);
  });

  it("checks the body and the item with clear messages", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    const item = await seedItem(testApp);
    const cases: [unknown, string][] = [
      [{}, "Say whether the item is retired: true or false"],
      [{ isRetired: "yes" }, "Say whether the item is retired: true or false"],
      [{ isRetired: true, difficulty: 9 }, "Only isRetired may be changed here"],
    ];
    for (const [body, message] of cases) {
      const response = await patch(admin, `/api/admin/placement/items/${item.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    for (const id of [item.id + 1, "abc"]) {
      const missing = await patch(admin, `/api/admin/placement/items/${id}`, { isRetired: true });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Placement item not found");
    }
    expect((await itemRow(testApp, item.id)).isRetired).toBe(false);
    expect(await auditRows(testApp)).toEqual([]);
  });

  it("refuses a student (403) and a visitor (401), and changes nothing", async () => {
    const testApp = await createTestApp();
    const item = await seedItem(testApp);
    const { agent } = await signUp(testApp);
    const asStudent = await patch(agent, `/api/admin/placement/items/${item.id}`, { isRetired: true });
    expect(asStudent.status).toBe(403);
    expect(asStudent.body.message).toBe("Administrator access required");
    expect((await patch(testApp.request(), `/api/admin/placement/items/${item.id}`, { isRetired: true })).status).toBe(401);
    expect((await itemRow(testApp, item.id)).isRetired).toBe(false);
    expect(await auditRows(testApp)).toEqual([]);
  });
});
