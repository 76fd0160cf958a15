import { randomBytes } from "node:crypto";
import type { Env } from "../env";
import { createYocoClient } from "../lib/payments/yoco-client";

export class PaymentsConfigError extends Error {}

/**
 * Real Yoco when YOCO_SECRET_KEY is set; otherwise the built-in sandbox, reached over HTTP with the same
 * client code. Production without a key refuses to start unless PAYMENTS_SANDBOX=1 says so.
 */
export const setUpPayments = (env: Env, warn: (message: string) => void) => {
  if (env.YOCO_SECRET_KEY) {
    if (!env.YOCO_WEBHOOK_SECRET) throw new PaymentsConfigError("YOCO_WEBHOOK_SECRET is required when YOCO_SECRET_KEY is set");
    return {
      payments: { yoco: createYocoClient({ apiUrl: env.YOCO_API_URL, secretKey: env.YOCO_SECRET_KEY }), webhookSecret: env.YOCO_WEBHOOK_SECRET },
      sandbox: undefined,
    };
  }
  if (env.NODE_ENV === "production") {
    if (!env.PAYMENTS_SANDBOX) {
      throw new PaymentsConfigError("YOCO_SECRET_KEY is not set. Set it (and YOCO_WEBHOOK_SECRET), or PAYMENTS_SANDBOX=1 to run with test payments.");
    }
    warn("PAYMENTS_SANDBOX=1: payments run against the built-in Yoco sandbox; no card is charged.");
  }
  const sandbox = { secretKey: `sk_test_sandbox${randomBytes(12).toString("hex")}`, webhookSecret: `whsec_${randomBytes(24).toString("base64")}` };
  // The sandbox lives in this same server: the client reaches it over HTTP like the real Yoco.
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://127.0.0.1:${env.PORT}`;
  return {
    payments: { yoco: createYocoClient({ apiUrl: `${origin}/__yoco-sandbox`, secretKey: sandbox.secretKey }), webhookSecret: sandbox.webhookSecret },
    sandbox,
  };
};
