import express, { Router, type ErrorRequestHandler } from "express";
import type { Clock } from "../../lib/clock";
import { createSandboxApiRouter } from "./api-routes";
import { createSandboxControlRouter } from "./control-routes";
import type { SandboxLogger } from "./deliver-webhook";
import { createSandboxStore, toErrorBody } from "./sandbox-store";

/**
 * A local fake of Yoco's Checkout API and webhooks (docs/payments.md, "The sandbox"), mounted at /__yoco-sandbox
 * when no real key is configured, so development and tests run the real client against the same contract.
 */
export const createYocoSandbox = (options: {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** Where the app receives webhooks, from configuration (never from a request's Host header). */
  webhookUrl: () => string;
  /** The hosted checkout page's address as the payer's browser reaches it, from configuration. */
  checkoutPageUrl: (checkoutId: string) => string;
  logger?: SandboxLogger;
}): Router => {
  const store = createSandboxStore();
  const router = Router();
  // Parsers live here, not in the app, because the hosted page posts urlencoded forms.
  router.use(express.json({ limit: "100kb" }), express.urlencoded({ extended: false, limit: "10kb" }));
  router.use(createSandboxApiRouter({ ...options, store }));
  router.use(createSandboxControlRouter({ ...options, store }));

  // Answer in Yoco's error shape (a bad JSON body, for one) instead of the app's.
  const handleError: ErrorRequestHandler = (error: { status?: unknown; message?: unknown }, _req, res, _next) => {
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) options.logger?.warn({ error: String(error.message) }, "Yoco sandbox: unexpected error");
    res
      .status(status)
      .json(
        toErrorBody(status === 500 ? "server_error" : "invalid_request", status === 500 ? "Something went wrong" : String(error.message)),
      );
  };
  router.use(handleError);
  return router;
};
