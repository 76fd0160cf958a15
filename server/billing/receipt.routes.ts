import { Router } from "express";
import { z } from "zod";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { currentUser, requireUser } from "../lib/guards";
import { getPaymentReceipt, RECEIPT_NOT_FOUND } from "./receipt.service";

// A malformed id is no receipt either: the same 404 as an unknown one.
const receiptParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const createReceiptRouter = ({ db }: AppDependencies) => {
  const router = Router();
  router.get("/payments/:id/receipt", requireUser, async (req, res) => {
    const parsed = receiptParams.safeParse(req.params);
    if (!parsed.success) throw new AppError("not_found", RECEIPT_NOT_FOUND);
    res.json(await getPaymentReceipt({ db, userId: currentUser(req).id, paymentId: parsed.data.id }));
  });
  return router;
};
