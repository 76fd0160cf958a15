import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type supertest from "supertest";
import { retentionOfEveryKind } from "../backups/backup-config";
import { createApp } from "../app";
import { silentLogger } from "../lib/logger";
import { createMemoryMailer } from "../lib/mailer";
import { noReadCache } from "../lib/read-cache";
import type { YocoClient } from "../lib/payments/yoco-client";
import { createTestApp, signInAdmin, signUp, TEST_WEBHOOK_SECRET, unreachableYoco, type TestApp } from "../test/test-app";

export type AuditContext = { testApp: TestApp; admin: supertest.Agent };

/** One successful admin request: its path, and a JSON body or an uploaded picture. */
export type AuditedRequest = { path: string; body?: object; image?: Buffer };

/** How to make one successful request of a route (seeding what it needs first) and the action it must log. */
export type AuditedRoute = { action: string; prepare: (context: AuditContext) => Promise<AuditedRequest> };

/** Yoco accepts every refund (a rejected or taken-down paid ad, an admin's refund). */
const acceptingYoco: YocoClient = {
  ...unreachableYoco,
  refundCheckout: (checkoutId) => Promise.resolve({ id: checkoutId, refundId: `rfd_${checkoutId}`, status: "successful" }),
};

const backupsDir = mkdtempSync(join(tmpdir(), "college-audit-backups-"));

/** An app whose backups, refunds and mail work, with the admin "principal" signed in. */
export const setUpAuditContext = async (): Promise<AuditContext> => {
  const testApp = await createTestApp({
    yoco: acceptingYoco,
    config: { backups: { dir: backupsDir, retention: retentionOfEveryKind(50), mailAttach: false, timeZone: "Africa/Johannesburg" } },
  });
  return { testApp, admin: await signInAdmin(testApp) };
};

/** The app itself (not the test wrapper around it), whose router the route lists walk. */
export const createBareApp = (testApp: TestApp) =>
  createApp({
    config: testApp.config,
    database: testApp.database,
    db: testApp.db,
    clock: testApp.clock,
    logger: silentLogger(),
    mailer: createMemoryMailer(),
    payments: { yoco: unreachableYoco, webhookSecret: TEST_WEBHOOK_SECRET },
    cache: noReadCache,
    onMailQueued: () => {},
    lifecycle: { isShuttingDown: false },
  });

let students = 0;
/** A new signed-up student with a confirmed address. */
export const newStudent = async (testApp: TestApp) => {
  students++;
  return signUp(testApp, { username: `learner${students}`, email: `learner${students}@example.com` });
};

/** Sends the request as the admin: JSON (also for DELETE), or a multipart upload. */
export const sendAsAdmin = (admin: supertest.Agent, method: string, request: AuditedRequest) => {
  const verb = method.toLowerCase() as "post" | "patch" | "put" | "delete";
  if (request.image)
    return admin[verb](request.path).set("X-Requested-With", "fetch").attach("image", request.image, { filename: "cover.png" });
  return admin[verb](request.path)
    .set("Content-Type", "application/json")
    .send(request.body ?? {});
};
