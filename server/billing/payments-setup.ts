import { randomBytes } from "node:crypto";
import type { Env } from "../env";
import { isWebhookSecretReadable } from "../lib/payments/webhook-signature";
import { createYocoClient } from "../lib/payments/yoco-client";

export class PaymentsConfigError extends Error {}

/** What every page says while the sandbox takes the payments. */
export const TEST_PAYMENTS_NOTICE = "Test payments: no card is charged";

/**
 * A real deployment: production, or a site published on https. There the sandbox (which grants paid
 * access for free) is refused unless PAYMENTS_SANDBOX=1 asks for it; anywhere else (a developer's
 * `npm start`) it is the zero-configuration default, so that a newcomer can pay in the demo.
 */
const isRealDeployment = (env: Env) => env.NODE_ENV === "production" || Boolean(env.PUBLIC_URL?.startsWith("https://"));

/**
 * Real Yoco when YOCO_SECRET_KEY is set; otherwise the built-in sandbox, reached over HTTP with the same
 * client code, at this server's own loopback address.
 */
export const setUpPayments = (env: Env, warn: (message: string) => void) => {
  if (env.YOCO_SECRET_KEY) {
    if (!env.YOCO_WEBHOOK_SECRET) throw new PaymentsConfigError("YOCO_WEBHOOK_SECRET is required when YOCO_SECRET_KEY is set");
    if (!isWebhookSecretReadable(env.YOCO_WEBHOOK_SECRET)) {
      throw new PaymentsConfigError("YOCO_WEBHOOK_SECRET must be the whsec_... secret Yoco shows for the webhook (base64 after whsec_)");
    }
    return {
      payments: {
        yoco: createYocoClient({ apiUrl: env.YOCO_API_URL, secretKey: env.YOCO_SECRET_KEY }),
        webhookSecret: env.YOCO_WEBHOOK_SECRET,
      },
      sandbox: undefined,
    };
  }
  if (isRealDeployment(env)) {
    if (!env.PAYMENTS_SANDBOX) {
      throw new PaymentsConfigError(
        "YOCO_SECRET_KEY is not set. Set it (and YOCO_WEBHOOK_SECRET), or PAYMENTS_SANDBOX=1 to run with test payments " +
          "(then anyone can subscribe without paying).",
      );
    }
    warn("PAYMENTS_SANDBOX=1: payments run against the built-in Yoco sandbox; no card is charged.");
  }
  const selfOrigin = `http://127.0.0.1:${env.PORT}`;
  const sandbox = {
    secretKey: `sk_test_sandbox${randomBytes(12).toString("hex")}`,
    webhookSecret: `whsec_${randomBytes(24).toString("base64")}`,
    selfOrigin,
  };
  return {
    payments: {
      yoco: createYocoClient({ apiUrl: `${selfOrigin}/__yoco-sandbox`, secretKey: sandbox.secretKey }),
      webhookSecret: sandbox.webhookSecret,
    },
    sandbox,
  };
};
