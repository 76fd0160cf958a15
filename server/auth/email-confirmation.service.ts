import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import {
  EMAIL_CONFIRMATION_LIFETIME_HOURS,
  EMAIL_CONFIRMATION_MESSAGES,
  type EmailConfirmationState,
} from "../../shared/api/email-confirmation";
import type { SchoolDetails } from "../../shared/api/school";
import { accountTokens, users, type User } from "../../shared/schema/auth";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError, isUniqueViolation } from "../lib/errors";
import { enqueueMail } from "../lib/outbox";
import { composeEmailChangeNoticeMail, composeEmailConfirmationMail } from "./email-confirmation-mail";

export type MailContext = { siteOrigin: string; school: SchoolDetails };

const LIFETIME_MS = EMAIL_CONFIRMATION_LIFETIME_HOURS * 3_600_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether mail that matters (receipts, certificates) may go to the account's address: only once the person
 * has shown they read it. A closed account's address is gone.
 */
export const hasConfirmedAddress = (user: Pick<User, "emailVerifiedAt" | "closedAt">) =>
  user.emailVerifiedAt !== null && user.closedAt === null;

const isUsable = (now: Date) =>
  and(eq(accountTokens.purpose, "email_verification"), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

/** Older links of the account stop working when a new one is sent (only the newest address can be confirmed). */
const spendOpenLinks = (db: DbExecutor, userId: number, now: Date) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "email_verification"), isNull(accountTokens.usedAt)));

/**
 * Sends a confirmation link for `email` (the account's own address, or a new one it asks to move to), in the
 * caller's transaction. A change also tells the address in use, so a stolen session cannot move the
 * account's mail quietly.
 */
export const sendEmailConfirmation = async ({
  db,
  clock,
  user,
  email,
  mailContext,
}: {
  db: DbExecutor;
  clock: Clock;
  user: User;
  email: string;
  mailContext: MailContext;
}) => {
  const now = clock.now();
  const token = randomBytes(32).toString("base64url");
  const isChange = !sameAddress(email, user.email);
  await spendOpenLinks(db, user.id, now);
  await db.insert(accountTokens).values({
    userId: user.id,
    purpose: "email_verification",
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
    createdAt: now,
  });
  await enqueueMail({ db, now, mail: composeEmailConfirmationMail({ ...mailContext, to: email, token, isChange, locale: user.locale }) });
  if (isChange) {
    await enqueueMail({
      db,
      now,
      mail: composeEmailChangeNoticeMail({
        ...mailContext,
        to: user.email,
        name: user.firstName || user.username,
        username: user.username,
        newEmail: email,
        locale: user.locale,
      }),
    });
  }
};

/** The newest open link of the account that would move it to another address, if any. */
const findPendingChange = async (db: DbExecutor, user: User, now: Date) => {
  const [row] = await db
    .select({ id: accountTokens.id, email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, user.id), isUsable(now), ne(sql`lower(${accountTokens.email})`, user.email.toLowerCase())))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.email ? row : undefined;
};

export const getEmailConfirmationState = async ({
  db,
  clock,
  user,
}: {
  db: Database;
  clock: Clock;
  user: User;
}): Promise<EmailConfirmationState> => {
  const pending = await findPendingChange(db, user, clock.now());
  return { email: user.email, isConfirmed: user.emailVerifiedAt !== null, pendingEmail: pending?.email ?? null };
};

/** Sends the link again: to the address waiting for a change, else to the account's unconfirmed address. */
export const resendEmailConfirmation = async ({
  db,
  clock,
  user,
  mailContext,
}: {
  db: Database;
  clock: Clock;
  user: User;
  mailContext: MailContext;
}) => {
  const pending = await findPendingChange(db, user, clock.now());
  if (!pending && user.emailVerifiedAt) throw new AppError("conflict", EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
  await db.transaction((tx) => sendEmailConfirmation({ db: tx, clock, user, email: pending?.email ?? user.email, mailContext }));
};

/** Drops a change of address that was asked for and not confirmed: its link stops working. */
export const cancelEmailChange = async ({ db, clock, user }: { db: Database; clock: Clock; user: User }) => {
  const now = clock.now();
  const pending = await findPendingChange(db, user, now);
  if (!pending) throw new AppError("conflict", EMAIL_CONFIRMATION_MESSAGES.noPendingChange);
  await spendOpenLinks(db, user.id, now);
};

/**
 * Opens a mailed link: the token is spent by a conditional update (two clicks at once: one wins). The link
 * confirms the address it was sent to; a link for a new address moves the account's mail there. The
 * person need not be signed in (links are often opened on a phone).
 */
export const confirmEmail = async ({ db, clock, token }: { db: Database; clock: Clock; token: string }) => {
  const invalid = () => new AppError("validation", EMAIL_CONFIRMATION_MESSAGES.invalidToken);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const [spent] = await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.tokenHash, hashToken(token)), isUsable(now)))
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      if (!spent?.email) throw invalid();
      const [before] = await tx.select().from(users).where(eq(users.id, spent.userId));
      if (!before || before.closedAt) throw invalid();
      const isChanged = !sameAddress(before.email, spent.email);
      const [user] = await tx.update(users).set({ email: spent.email, emailVerifiedAt: now }).where(eq(users.id, spent.userId)).returning();
      // Reset links mailed to the old address are void once the account has another one.
      if (isChanged) await spendOpenResetLinks(tx, spent.userId, now);
      return { user: user!, isChanged };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_unique")) throw new AppError("conflict", EMAIL_CONFIRMATION_MESSAGES.addressTaken);
    throw error;
  }
};

const spendOpenResetLinks = (db: DbExecutor, userId: number, now: Date) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "password_reset"), isNull(accountTokens.usedAt)));
