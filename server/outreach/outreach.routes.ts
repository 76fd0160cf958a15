import { Router, type Request } from "express";
import {
  PROSPECT_NOT_FOUND,
  prospectInputSchema,
  prospectStatusSchema,
  prospectsQuerySchema,
  sendEmailsSchema,
  suppressionInputSchema,
  updateProspectSchema,
} from "../../shared/api/outreach";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import {
  bulkCampaignSchema,
  CAMPAIGN_NOT_FOUND,
  CONTACT_NOT_FOUND,
  contactInputSchema,
  importContactsSchema,
} from "../../shared/api/campaigns";
import { runCampaignSends } from "./campaign-sends.job";
import { cancelCampaign, createCampaign, listCampaigns } from "./campaigns.service";
import { addContact, deleteContact, importContacts, listContacts } from "./contacts.service";
import { createProspect, deleteProspect, listProspects, prospectTimeline, setProspectStatus, updateProspect } from "./prospects.service";
import { sendOutreachEmails } from "./send-emails.service";
import { getOutreachStats } from "./stats.service";
import { listSuppressions, removeSuppression, suppressByAdmin, SUPPRESSION_NOT_FOUND } from "./suppression.service";

// Outreach (admins): prospects, the emails sent to them, the pipeline's figures and the suppression list.
// Every change is in the audit log.
export const createOutreachRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();
  router.use("/outreach", requireAdmin);
  /** Who acts and when, for the services' audit entries. */
  const acting = (req: Request) => ({ db, actor: currentUser(req), now: clock.now() });

  router.get("/outreach/prospects", async (req, res) => {
    res.json(await listProspects(db, validate(prospectsQuerySchema, req.query)));
  });
  router.post("/outreach/prospects", async (req, res) => {
    res.status(201).json(await createProspect({ ...acting(req), values: validate(prospectInputSchema, req.body) }));
  });
  router.patch("/outreach/prospects/:id", async (req, res) => {
    const changes = validate(updateProspectSchema, req.body);
    res.json(await updateProspect({ ...acting(req), id: requireIdParam(req.params.id, PROSPECT_NOT_FOUND), changes }));
  });
  router.delete("/outreach/prospects/:id", async (req, res) => {
    await deleteProspect({ ...acting(req), id: requireIdParam(req.params.id, PROSPECT_NOT_FOUND) });
    res.status(204).end();
  });
  router.patch("/outreach/prospects/:id/status", async (req, res) => {
    const { status } = validate(prospectStatusSchema, req.body);
    res.json(await setProspectStatus({ ...acting(req), id: requireIdParam(req.params.id, PROSPECT_NOT_FOUND), status }));
  });
  router.get("/outreach/prospects/:id/emails", async (req, res) => {
    res.json(await prospectTimeline(db, requireIdParam(req.params.id, PROSPECT_NOT_FOUND)));
  });
  router.post("/outreach/send-emails", async (req, res) => {
    const { prospects, template } = validate(sendEmailsSchema, req.body);
    const result = await sendOutreachEmails({
      db,
      clock,
      prospectIds: prospects,
      template,
      actor: currentUser(req),
      siteOrigin: config.siteOrigin,
      secret: config.unsubscribeKeys.current,
      replyTo: config.schoolInboxEmail,
      school: config.school,
    });
    if (result.queued > 0) onMailQueued();
    res.json(result);
  });
  router.get("/outreach/stats", async (_req, res) => {
    res.json(await getOutreachStats(db, clock.now()));
  });

  router.get("/outreach/contacts", async (_req, res) => {
    res.json(await listContacts(db));
  });
  router.post("/outreach/contacts", async (req, res) => {
    res.status(201).json(await addContact({ ...acting(req), values: validate(contactInputSchema, req.body) }));
  });
  router.post("/outreach/contacts/import", async (req, res) => {
    const { contacts } = validate(importContactsSchema, req.body);
    res.json(await importContacts({ ...acting(req), rows: contacts }));
  });
  router.delete("/outreach/contacts/:id", async (req, res) => {
    await deleteContact({ ...acting(req), id: requireIdParam(req.params.id, CONTACT_NOT_FOUND) });
    res.status(204).end();
  });
  router.get("/outreach/campaigns", async (_req, res) => {
    res.json(await listCampaigns(db));
  });
  router.post("/outreach/campaigns", async (req, res) => {
    const input = validate(bulkCampaignSchema, req.body);
    const campaign = await createCampaign({ db, clock, input, actor: currentUser(req) });
    // A campaign that starts now sends its first email at once, not at the next minute.
    if (campaign.status === "sending") {
      await runCampaignSends({ db, clock, siteOrigin: config.siteOrigin, secret: config.unsubscribeKeys.current, school: config.school });
      onMailQueued();
    }
    res.status(201).json((await listCampaigns(db)).find((row) => row.id === campaign.id));
  });
  router.post("/outreach/campaigns/:id/cancel", async (req, res) => {
    res.json(await cancelCampaign({ ...acting(req), id: requireIdParam(req.params.id, CAMPAIGN_NOT_FOUND) }));
  });

  router.get("/outreach/suppressions", async (_req, res) => {
    res.json(await listSuppressions(db));
  });
  router.post("/outreach/suppressions", async (req, res) => {
    const { email } = validate(suppressionInputSchema, req.body);
    await suppressByAdmin({ ...acting(req), email });
    res.status(201).json(await listSuppressions(db));
  });
  router.delete("/outreach/suppressions/:id", async (req, res) => {
    await removeSuppression({ ...acting(req), id: requireIdParam(req.params.id, SUPPRESSION_NOT_FOUND) });
    res.status(204).end();
  });
  return router;
};
