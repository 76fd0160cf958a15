import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, subscriptionPlans } from "../../shared/schema/billing";
import type { YocoClient } from "../lib/payments/yoco-client";
import { TOO_MANY_REQUESTS } from "../lib/rate-limit";
import { createTestApp, post, signUp, unreachableYoco } from "../test/test-app";
import { CHECKOUT_READ_BACK_INTERVAL_MS } from "./checkout-read-back-claim";
import { CHECKOUT_STATUS_READS_PER_MINUTE } from "./subscriptions.routes";

/** A Yoco whose checkout stays open, counting how often it is asked about it. */
const countingYoco = () => {
  const calls = { getCheckout: 0 };
  let status = "created";
  let amount = 0;
  const checkout = () => ({
    id: "ch_counted",
    redirectUrl: "https://pay.yoco.example/ch_counted",
    status,
    amount,
    currency: "ZAR",
    paymentId: status === "completed" ? "p_counted" : null,
    metadata: {},
  });
  const yoco: YocoClient = {
    ...unreachableYoco,
    createCheckout: (input) => {
      amount = input.amount;
      return Promise.resolve(checkout());
    },
    getCheckout: () => {
      calls.getCheckout++;
      return Promise.resolve(checkout());
    },
  };
  return { yoco, calls, complete: () => void (status = "completed") };
};

const startPendingCheckout = async (yoco: YocoClient) => {
  const testApp = await createTestApp({ yoco });
  const { agent } = await signUp(testApp);
  const [plan] = await testApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan!.id });
  expect(checkout.status).toBe(201);
  return { testApp, agent, paymentId: checkout.body.paymentId as number };
};

describe("GET /api/subscriptions/checkout/:reference while the payment is pending", () => {
  it("asks Yoco at most once every 15 seconds per payment, however often the page polls, and answers the stored state", async () => {
    const { yoco, calls, complete } = countingYoco();
    const { testApp, agent, paymentId } = await startPendingCheckout(yoco);
    expect(CHECKOUT_READ_BACK_INTERVAL_MS).toBe(15_000);

    for (let poll = 0; poll < 50; poll++) {
      const status = await agent.get(`/api/subscriptions/checkout/${paymentId}`);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ paymentId, status: "pending", checkoutId: "ch_counted" });
      testApp.clock.advance(250);
    }
    expect(calls.getCheckout).toBe(1);
    const [stored] = await testApp.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(stored!.readBackAt).toEqual(new Date(testApp.clock.now().getTime() - 50 * 250));

    // Fifteen seconds after the first read-back, the next poll asks again and sees the payment.
    complete();
    testApp.clock.set(new Date(stored!.readBackAt!.getTime() + CHECKOUT_READ_BACK_INTERVAL_MS - 1));
    expect((await agent.get(`/api/subscriptions/checkout/${paymentId}`)).body.status).toBe("pending");
    expect(calls.getCheckout).toBe(1);
    testApp.clock.advance(1);
    expect((await agent.get(`/api/subscriptions/checkout/${paymentId}`)).body.status).toBe("paid");
    expect(calls.getCheckout).toBe(2);
    // Paid is stored: no more questions to Yoco.
    testApp.clock.advance(CHECKOUT_READ_BACK_INTERVAL_MS);
    expect((await agent.get(`/api/subscriptions/checkout/${paymentId}`)).body.status).toBe("paid");
    expect(calls.getCheckout).toBe(2);
  });

  it(`answers 429 past ${CHECKOUT_STATUS_READS_PER_MINUTE} reads a minute for one student`, async () => {
    const { yoco } = countingYoco();
    const { testApp, agent, paymentId } = await startPendingCheckout(yoco);
    for (let poll = 0; poll < CHECKOUT_STATUS_READS_PER_MINUTE; poll++)
      expect((await agent.get(`/api/subscriptions/checkout/${paymentId}`)).status).toBe(200);
    const refused = await agent.get(`/api/subscriptions/checkout/${paymentId}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_REQUESTS);
    // The next minute, the page may read again.
    testApp.clock.advance(60_001);
    expect((await agent.get(`/api/subscriptions/checkout/${paymentId}`)).status).toBe(200);
  });
});
