import { Router } from "express";
import { mailQuerySchema, messagesQuerySchema, replySchema, updateMessageSchema, type MessageKind } from "../../shared/api/admin-inbox";
import type { AppDependencies } from "../app-dependencies";
import { jobs, type JobContext } from "../jobs";
import { toCsv } from "../lib/csv";
import { AppError } from "../lib/errors";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { getMessage, listMessages, markMessageRead, MESSAGE_NOT_FOUND, replyToMessage, updateMessage } from "./messages-admin.service";

import { listJobs, listMail, listPreRegistrations, MAIL_NOT_FOUND, readMail, retryMail, runJobNow } from "./operations.service";

const kindOr404 = (raw: unknown): MessageKind => {
  if (raw === "contact" || raw === "feedback") return raw;
  throw new AppError("not_found", MESSAGE_NOT_FOUND);
};

// Messages, pre-registrations, the mail outbox and the jobs (admins).
// Reading: GET messages lists without changing anything; the admin page opens an item with
// POST messages/:kind/:id/read, which marks it read (the first time is kept).
export const createAdminInboxRouter = (deps: AppDependencies) => {
  const { db, clock, config, onMailQueued } = deps;
  const router = Router();
  const jobContext: JobContext = {
    db,
    database: deps.database,
    clock,
    mailer: deps.mailer,
    mailFrom: config.mailFrom,
    logger: deps.logger,
    siteOrigin: config.siteOrigin,
    backups: config.backups,
    yoco: deps.payments.yoco,
    unsubscribeSecret: config.unsubscribeKeys.current,
    school: config.school,
  };

  router.get("/admin/messages", requireAdmin, async (req, res) => {
    const { kind, status, page } = validate(messagesQuerySchema, req.query);
    res.json(await listMessages({ db, kind, status, page }));
  });

  router.get("/admin/messages/:kind/:id", requireAdmin, async (req, res) => {
    const kind = kindOr404(req.params.kind);
    res.json(await getMessage({ db, kind, id: requireIdParam(req.params.id, MESSAGE_NOT_FOUND) }));
  });

  router.post("/admin/messages/:kind/:id/read", requireAdmin, async (req, res) => {
    const kind = kindOr404(req.params.kind);
    const id = requireIdParam(req.params.id, MESSAGE_NOT_FOUND);
    res.json(await markMessageRead({ db, actor: currentUser(req), now: clock.now(), kind, id }));
  });

  const patchRoute = (path: string, kind: MessageKind) =>
    router.patch(path, requireAdmin, async (req, res) => {
      const id = requireIdParam(req.params.id, MESSAGE_NOT_FOUND);
      const input = validate(updateMessageSchema, req.body);
      res.json(await updateMessage({ db, actor: currentUser(req), now: clock.now(), kind, id, input }));
    });
  patchRoute("/admin/feedback/:id", "feedback");
  patchRoute("/admin/contacts/:id", "contact");

  router.post("/admin/messages/:kind/:id/reply", requireAdmin, async (req, res) => {
    const kind = kindOr404(req.params.kind);
    const id = requireIdParam(req.params.id, MESSAGE_NOT_FOUND);
    const { body } = validate(replySchema, req.body);
    const reply = await replyToMessage({ db, clock, kind, id, body, actor: currentUser(req), inbox: config.schoolInboxEmail });
    onMailQueued();
    res.status(201).json(reply);
  });

  router.get("/admin/pre-registrations", requireAdmin, async (req, res) => {
    const list = await listPreRegistrations({ db });
    if (req.query.format !== "csv") return void res.json(list);
    const csv = toCsv(list.preRegistrations, [
      { key: "email", header: "Email" },
      { key: "createdAt", header: "Registered at" },
    ]);
    res.attachment(`pre-registrations-${clock.now().toISOString().slice(0, 10)}.csv`);
    res.type("text/csv").send(csv);
  });

  router.get("/admin/mail", requireAdmin, async (req, res) => {
    const { status } = validate(mailQuerySchema, req.query);
    res.json(await listMail({ db, status }));
  });

  router.get("/admin/mail/:id", requireAdmin, async (req, res) => {
    res.json(await readMail({ db, actor: currentUser(req), now: clock.now(), id: requireIdParam(req.params.id, MAIL_NOT_FOUND) }));
  });

  router.post("/admin/mail/:id/retry", requireAdmin, async (req, res) => {
    const mail = await retryMail({ db, actor: currentUser(req), now: clock.now(), id: requireIdParam(req.params.id, MAIL_NOT_FOUND) });
    onMailQueued();
    res.json(mail);
  });

  router.get("/admin/jobs", requireAdmin, async (_req, res) => {
    res.json(await listJobs({ jobs, context: jobContext }));
  });

  router.post("/admin/jobs/:id/run", requireAdmin, async (req, res) => {
    res.json(await runJobNow({ jobs, id: String(req.params.id), context: jobContext, actor: currentUser(req) }));
  });

  return router;
};
