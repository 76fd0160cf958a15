import { Router } from "express";
import type { PaymentsModeResponse } from "../../shared/api/billing";
import type { AppDependencies } from "../app-dependencies";
import { TEST_PAYMENTS_NOTICE } from "./payments-setup";

/** Public: whether payments are real. Every page shows the notice while the sandbox takes them. */
export const createPaymentsModeRouter = ({ config }: AppDependencies) => {
  const router = Router();
  const answer: PaymentsModeResponse = config.paymentsSandbox
    ? { isTestMode: true, notice: TEST_PAYMENTS_NOTICE }
    : { isTestMode: false, notice: null };
  router.get("/payments/mode", (_req, res) => {
    res.json(answer);
  });
  return router;
};
