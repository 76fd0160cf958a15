import type { ContactMessage, Feedback } from "../../shared/api/messages";
import { contacts, feedback, preRegistrations } from "../../shared/schema/messages";
import type { Database } from "../db/connection";
import { enqueueMail } from "../lib/outbox";
import { contactNotification, feedbackNotification, preRegistrationNotification } from "./notification-mail";

// The row and its notification are written in one transaction: never a stored message without its mail.

export const saveContactMessage = async ({ db, input, inbox }: { db: Database; input: ContactMessage; inbox: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning();
    await enqueueMail({ db: tx, mail: contactNotification(inbox, row!) });
    return row!;
  });

export const saveFeedback = async ({ db, input, inbox }: { db: Database; input: Feedback; inbox: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(feedback).values(input).returning();
    await enqueueMail({ db: tx, mail: feedbackNotification(inbox, row!) });
    return row!;
  });

/** Adds the address to the launch list once; a second sign-up of the same address changes nothing. */
export const preRegister = async ({ db, email, inbox }: { db: Database; email: string; inbox: string }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(preRegistrations).values({ email }).onConflictDoNothing().returning();
    if (row) await enqueueMail({ db: tx, mail: preRegistrationNotification(inbox, email) });
    return { isNew: Boolean(row) };
  });
