import { Router } from "express";
import { insertContactSchema, insertFeedbackSchema, insertPreRegistrationSchema } from "../../shared/schema/messages";
import type { AppDependencies } from "../app-dependencies";
import { rejectHoneypot } from "../lib/honeypot";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { preRegister, saveContactMessage, saveFeedback } from "./messages.service";

const HOUR = 3_600_000;
export const CONTACT_SENT = "We've received your message and will get back to you soon.";
export const FEEDBACK_SENT = "Thank you for your feedback! We read every message.";
export const PRE_REGISTERED = "We'll notify you when we launch!";

export const createMessagesRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();
  const inbox = config.schoolInboxEmail;
  const limit = (name: string, perHour: number) => limitPerAddress({ db, clock, name, limit: perHour, windowMs: HOUR });

  router.post("/contact", limit("contact", 5), rejectHoneypot(201, { message: CONTACT_SENT }), async (req, res) => {
    const input = validate(insertContactSchema, req.body);
    await saveContactMessage({ db, input, inbox });
    onMailQueued();
    res.status(201).json({ message: CONTACT_SENT });
  });

  router.post("/feedback", limit("feedback", 5), rejectHoneypot(201, { message: FEEDBACK_SENT }), async (req, res) => {
    const input = validate(insertFeedbackSchema, req.body);
    await saveFeedback({ db, input, inbox });
    onMailQueued();
    res.status(201).json({ message: FEEDBACK_SENT });
  });

  router.post("/pre-register", limit("pre-register", 10), rejectHoneypot(201, { message: PRE_REGISTERED }), async (req, res) => {
    const { email } = validate(insertPreRegistrationSchema, req.body);
    const { isNew } = await preRegister({ db, email, inbox });
    if (isNew) onMailQueued();
    // 201 whether or not the address was already listed: the answer must not reveal who is on the list.
    res.status(201).json({ message: PRE_REGISTERED });
  });

  return router;
};
