import type { AddressInfo } from "node:net";
import supertest from "supertest";
import { createYocoClient, type YocoClient } from "../lib/payments/yoco-client";
import { eq } from "drizzle-orm";
import { mailOutbox } from "../../shared/schema/operations";
import { confirmationTokenMailedTo, createTestApp, post, signUp, TEST_WEBHOOK_SECRET, type TestClock } from "../test/test-app";

export const SANDBOX_KEY = "sk_test_sandbox_for_tests";

/**
 * The app listening on a real port with the Yoco sandbox mounted, and its Yoco client talking to that
 * sandbox over HTTP: the whole money path runs as in production, only the base URL differs.
 */
export const startMoneyPathApp = async (options: { clock?: TestClock } = {}) => {
  // The client needs the port, which exists only once the app listens: bind it late.
  const bound: { client?: YocoClient } = {};
  const lateBound: YocoClient = {
    createCheckout: (input) => bound.client!.createCheckout(input),
    getCheckout: (id) => bound.client!.getCheckout(id),
    refundCheckout: (id, input) => bound.client!.refundCheckout(id, input),
  };
  const testApp = await createTestApp({
    clock: options.clock,
    yoco: lateBound,
    config: { paymentsSandbox: { secretKey: SANDBOX_KEY, webhookSecret: TEST_WEBHOOK_SECRET, selfOrigin: "" } },
  });
  const server = testApp.app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // As configured in production: the site's address and where the server reaches itself.
  testApp.config.siteOrigin = origin;
  testApp.config.paymentsSandbox!.selfOrigin = origin;
  bound.client = createYocoClient({ apiUrl: `${origin}/__yoco-sandbox`, secretKey: SANDBOX_KEY, retryDelaysMs: [] });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  // yocoClient: what the sandbox was asked (a checkout's amount, read back as Yoco would answer it).
  return { ...testApp, origin, server, close, http: () => supertest(origin), yocoClient: () => bound.client! };
};

export type MoneyPathApp = Awaited<ReturnType<typeof startMoneyPathApp>>;

/** A signed-in student who has opened their confirmation link (as signUp does); their outbox starts empty. */
export const signUpOn = async (moneyApp: MoneyPathApp, overrides: Record<string, unknown> = {}) => {
  const agent = supertest.agent(moneyApp.origin);
  const registration = {
    username: "lindiwe",
    password: "sunflower-42",
    email: "lindiwe@example.com",
    firstName: "Lindiwe",
    termsAccepted: true,
    ...overrides,
  };
  const response = await post(agent, "/api/register", registration);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  const token = await confirmationTokenMailedTo(moneyApp, registration.email);
  const confirmed = await post(agent, "/api/email-confirmation", { token });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.text}`);
  await moneyApp.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, registration.email));
  return { agent, user: response.body as { id: number } };
};

/** What the sandbox page's buttons do: complete the checkout, which sends the webhook, then redirects. */
export const completeCheckout = (moneyApp: MoneyPathApp, checkoutId: string, outcome: "succeeded" | "failed" | "cancelled") =>
  supertest(moneyApp.origin)
    .post(`/__yoco-sandbox/checkouts/${checkoutId}/complete`)
    .set("Content-Type", "application/json")
    .send({ outcome });

export { signUp };
