import { Router } from "express";
import { adminCertificatesQuerySchema, revokeCertificateSchema } from "../../shared/api/certificates";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { listCertificatesForAdmin, reinstateCertificate, revokeCertificate } from "./admin-certificates.service";
import { listMyCertificates, verifyCertificate } from "./certificates.service";

const HOUR = 3_600_000;

// Certificates: a student's own, public verification by number, and the admin's revocation.
export const createCertificatesRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();

  router.get("/my-certificates", requireUser, async (req, res) => {
    res.json(await listMyCertificates(db, currentUser(req).id));
  });
  // Public: an employer checks a number. Limited per address so the numbers cannot be swept.
  router.get(
    "/certificates/verify/:number",
    limitPerAddress({ db, clock, name: "certificate-verify", limit: 60, windowMs: HOUR }),
    async (req, res) => {
      res.json(await verifyCertificate(db, String(req.params.number)));
    },
  );

  router.get("/admin/certificates", requireAdmin, async (req, res) => {
    const { search, page } = validate(adminCertificatesQuerySchema, req.query);
    res.json(await listCertificatesForAdmin({ db, search: search || undefined, page }));
  });
  router.post("/admin/certificates/:number/revoke", requireAdmin, async (req, res) => {
    const { reason } = validate(revokeCertificateSchema, req.body);
    res.json(await revokeCertificate({ db, clock, number: String(req.params.number), reason, actor: currentUser(req) }));
  });
  router.post("/admin/certificates/:number/reinstate", requireAdmin, async (req, res) => {
    res.json(await reinstateCertificate({ db, clock, number: String(req.params.number), actor: currentUser(req) }));
  });

  return router;
};
