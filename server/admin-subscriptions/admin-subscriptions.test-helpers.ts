import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "../../shared/schema/audit";
import type { YocoClient } from "../lib/payments/yoco-client";
import { deliverWebhook, paymentEvent, seedPendingPayment } from "../billing/webhook.test-helpers";
import { createTestApp, post, signInAdmin, signUp, unreachableYoco, type TestApp } from "../test/test-app";

/** An admin and a student who paid the Standard plan (checkout ch_test123) on 21 Nov 2026 through the webhook. */
export const adminAndPayingStudent = async (yoco: Partial<YocoClient> = {}) => {
  const testApp = await createTestApp({ yoco: { ...unreachableYoco, ...yoco } });
  const admin = await signInAdmin(testApp);
  const student = await signUp(testApp);
  const { plan, payment } = await seedPendingPayment(testApp, { userId: student.user.id });
  expect((await deliverWebhook(testApp, paymentEvent({ amount: plan.price }), { id: "msg_paid" })).body.outcome).toBe("paid");
  return { testApp, admin, student, plan, payment };
};

export const auditRows = (testApp: TestApp, action: string) => testApp.db.select().from(auditLog).where(eq(auditLog.action, action));

export { post };
