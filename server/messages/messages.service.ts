import type { ContactMessage, Feedback } from "../../shared/api/messages";
import { contacts, feedback, preRegistrations } from "../../shared/schema/messages";
import type { Database } from "../db/connection";
import { enqueueMail } from "../lib/outbox";
import { contactNotification, feedbackNotification, preRegistrationNotification } from "./notification-mail";

// The row and its notification are written in one transaction: never a stored message without its mail.

type SaveOptions<Input> = { db: Database; now: Date; input: Input; inbox: string };

export const saveContactMessage = async ({ db, now, input, inbox }: SaveOptions<ContactMessage>) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ ...input, createdAt: now })
      .returning();
    await enqueueMail({ db: tx, now, mail: contactNotification(inbox, row!) });
    return row!;
  });

export const saveFeedback = async ({ db, now, input, inbox }: SaveOptions<Feedback>) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ ...input, createdAt: now })
      .returning();
    await enqueueMail({ db: tx, now, mail: feedbackNotification(inbox, row!) });
    return row!;
  });

/** Adds the address to the launch list once; a second sign-up of the same address changes nothing. */
export const preRegister = async ({ db, now, email, inbox }: { db: Database; now: Date; email: string; inbox: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(preRegistrations).values({ email, createdAt: now }).onConflictDoNothing().returning();
    if (row) await enqueueMail({ db: tx, now, mail: preRegistrationNotification(inbox, email) });
    return { isNew: Boolean(row) };
  });
