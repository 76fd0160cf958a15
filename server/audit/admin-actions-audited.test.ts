import { asc, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import { users } from "../../shared/schema/auth";
import { backupRuns } from "../../shared/schema/operations";
import { pendingChecks, secretLeaks } from "../test/secret-scanner";
import { listAdminRoutes } from "../test/list-admin-routes";
import { AUDITED_ACCOUNT_ROUTES } from "./audited-account-requests.test-helpers";
import { AUDITED_CONTENT_ROUTES } from "./audited-content-requests.test-helpers";
import { AUDITED_MARKETING_ROUTES } from "./audited-marketing-requests.test-helpers";
import { createBareApp, sendAsAdmin, setUpAuditContext, type AuditContext } from "./audited-requests.test-helpers";

/**
 * Every admin route that changes something, with one successful request of it and the action it logs. A
 * new admin route fails the first test until it is added here, and then must write its audit entry.
 */
const AUDITED_ROUTES = { ...AUDITED_ACCOUNT_ROUTES, ...AUDITED_CONTENT_ROUTES, ...AUDITED_MARKETING_ROUTES };

const principalId = async ({ testApp }: AuditContext) =>
  (await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, "principal")))[0]!.id;

const lastAuditId = async ({ testApp }: AuditContext) =>
  (await testApp.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).at(-1)?.id ?? 0;

const entriesAfter = ({ testApp }: AuditContext, id: number) =>
  testApp.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

/** A SQL dump carries the password hashes by design: only these downloads may send them. */
const allowHashesFrom = async (path: string) => {
  await Promise.all(pendingChecks);
  const others = secretLeaks.filter((leak) => !leak.startsWith(`GET ${path}: /\\$argon2`));
  secretLeaks.splice(0, secretLeaks.length, ...others);
};

describe("every admin action is audited", () => {
  it("knows how to make a request of every admin route that changes something", async () => {
    const { testApp } = await setUpAuditContext();
    const adminWrites = listAdminRoutes(createBareApp(testApp)).filter((route) => !route.startsWith("GET "));
    expect(adminWrites.length).toBeGreaterThan(50);
    expect(Object.keys(AUDITED_ROUTES).sort()).toEqual(adminWrites);
  });

  it.each(Object.entries(AUDITED_ROUTES))("%s writes one audit entry by the admin, at the app's time", async (route, audited) => {
    const context = await setUpAuditContext();
    const request = await audited.prepare(context);
    const before = await lastAuditId(context);
    // Away from the database's own clock: the entry's time must be the app's.
    context.testApp.clock.advance(60_000);
    const response = await sendAsAdmin(context.admin, route.split(" ")[0]!, request);
    expect(response.status, response.text).toBeGreaterThanOrEqual(200);
    expect(response.status, response.text).toBeLessThan(300);
    const entries = await entriesAfter(context, before);
    expect(entries.map((entry) => entry.action)).toEqual([audited.action]);
    expect(entries[0]).toMatchObject({
      actorId: await principalId(context),
      actorName: "principal",
      createdAt: context.testApp.clock.now(),
      summary: expect.stringMatching(/\S/),
    });
    // Never a one-time link, a password hash or a whole mail in the log.
    expect(JSON.stringify(entries[0])).not.toMatch(/token=|\$argon2|campaigns\/[A-Za-z0-9_-]{16}/);
  });
});

describe("reads that hand over everything are audited", () => {
  it("downloading the SQL dump, the JSON export and a stored backup each writes backup.download", async () => {
    const context = await setUpAuditContext();
    const { testApp, admin } = context;
    const taken = await sendAsAdmin(admin, "POST", { path: "/api/admin/backup/emergency", body: { reason: "Moving to a new server" } });
    expect(taken.status).toBe(200);
    const [run] = await testApp.db.select().from(backupRuns);
    const before = await lastAuditId(context);
    testApp.clock.advance(60_000);

    expect((await admin.get("/api/admin/backup/sql")).status).toBe(200);
    await allowHashesFrom("/admin/backup/sql");
    expect((await admin.get("/api/admin/backup/all-data")).status).toBe(200);
    expect((await admin.get(`/api/admin/backup/runs/${run!.id}/download`)).status).toBe(200);
    expect((await admin.get(`/api/admin/backup/runs/${run!.id + 1}/download`)).status).toBe(404);
    expect((await admin.get("/api/admin/backup/runs")).status).toBe(200);

    const entries = await entriesAfter(context, before);
    const actorId = await principalId(context);
    expect(
      entries.map(({ action, targetType, targetId, actorId, actorName, createdAt }) => ({
        action,
        targetType,
        targetId,
        actorId,
        actorName,
        createdAt,
      })),
    ).toEqual([
      { action: "backup.download", targetType: "backup", targetId: "sql", actorId, actorName: "principal", createdAt: testApp.clock.now() },
      {
        action: "backup.download",
        targetType: "backup",
        targetId: "all-data",
        actorId,
        actorName: "principal",
        createdAt: testApp.clock.now(),
      },
      {
        action: "backup.download",
        targetType: "backup",
        targetId: String(run!.id),
        actorId,
        actorName: "principal",
        createdAt: testApp.clock.now(),
      },
    ]);
    expect(entries[2]!.summary).toBe(`Downloaded the stored backup ${run!.fileName}`);
  });
});
