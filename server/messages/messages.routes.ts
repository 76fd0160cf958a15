import { Router } from "express";
import { contactMessageSchema, feedbackSchema, preRegistrationSchema, type MessageSentResponse } from "../../shared/api/messages";
import type { AppDependencies } from "../app-dependencies";
import { rejectHoneypot } from "../lib/honeypot";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { preRegister, saveContactMessage, saveFeedback } from "./messages.service";

const HOUR = 3_600_000;
export const CONTACT_SENT = "We've received your message and will get back to you soon.";
export const FEEDBACK_SENT = "Thank you for your feedback! We read every message.";
export const PRE_REGISTERED = "We'll notify you when we launch!";
const sent = (message: string): MessageSentResponse => ({ message });

export const createMessagesRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();
  const inbox = config.schoolInboxEmail;
  const limit = (name: string, perHour: number) => limitPerAddress({ db, clock, name, limit: perHour, windowMs: HOUR });

  router.post("/contact", limit("contact", 5), rejectHoneypot(201, sent(CONTACT_SENT)), async (req, res) => {
    const input = validate(contactMessageSchema, req.body);
    await saveContactMessage({ db, now: clock.now(), input, inbox });
    onMailQueued();
    res.status(201).json(sent(CONTACT_SENT));
  });

  router.post("/feedback", limit("feedback", 5), rejectHoneypot(201, sent(FEEDBACK_SENT)), async (req, res) => {
    const input = validate(feedbackSchema, req.body);
    await saveFeedback({ db, now: clock.now(), input, inbox });
    onMailQueued();
    res.status(201).json(sent(FEEDBACK_SENT));
  });

  router.post("/pre-register", limit("pre-register", 10), rejectHoneypot(201, sent(PRE_REGISTERED)), async (req, res) => {
    const { email } = validate(preRegistrationSchema, req.body);
    const { isNew } = await preRegister({ db, now: clock.now(), email, inbox });
    if (isNew) onMailQueued();
    // 201 whether or not the address was already listed: the answer must not reveal who is on the list.
    res.status(201).json(sent(PRE_REGISTERED));
  });

  return router;
};
