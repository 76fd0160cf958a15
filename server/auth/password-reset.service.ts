import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { PASSWORD_RESET_MESSAGES, type passwordResetCompleteSchema } from "../../shared/api/password-reset";
import type { SchoolDetails } from "../../shared/api/school";
import { ADMIN_USER_MESSAGES } from "../../shared/api/admin-users";
import { accountTokens, sessions, users, type User } from "../../shared/schema/auth";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { enqueueMail } from "../lib/outbox";
import { mailOutbox } from "../../shared/schema/operations";
import { hashPassword, isCommonPassword } from "../lib/passwords";
import { COMMON_PASSWORD } from "./auth.service";
import { composePasswordResetMail } from "./password-reset-mail";
import type { z } from "zod";

export const RESET_TOKEN_LIFETIME_MS = 3_600_000;
/** Reset mails one account may be sent in an hour, however many addresses ask for it. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

export const ADMIN_RESET_REFUSED = {
  closed: "This account is closed: it cannot be sent a reset link.",
  disabled: "This account is disabled. Enable it before sending a reset link.",
} as const;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type MailContext = { siteOrigin: string; school: SchoolDetails };

const findResettableUser = async (db: Database, identifier: string) => {
  const lowered = identifier.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, lowered), eq(sql`lower(${users.username})`, lowered)))
    .limit(1);
  return user && !user.isDisabled && !user.closedAt ? user : undefined;
};

const countRecentResets = async (db: Database, userId: number, now: Date) => {
  const [row] = await db
    .select({ total: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "password_reset"),
        gt(accountTokens.createdAt, new Date(now.getTime() - RESET_TOKEN_LIFETIME_MS)),
      ),
    );
  return row?.total ?? 0;
};

const invalidateUnusedResets = (db: DbExecutor, userId: number, now: Date) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "password_reset"), isNull(accountTokens.usedAt)));

/** Who a request that mails nothing is written for: no account has this id, no mailbox this address. */
const DECOY = { id: -1, email: "nobody@password-reset.invalid", firstName: null, username: "", locale: null } as const;

type ResetTarget = Pick<User, "id" | "email" | "firstName" | "username" | "locale">;

/**
 * Makes a new token (older unused ones stop working) and queues the mail, in one transaction. A decoy runs
 * the very same statements: its token insert matches no user (an insert from a select, so no foreign key
 * fails), and its mail row is deleted again before the commit, so no other transaction ever sees it. Both
 * commit a write: the answer's timing cannot tell a real account from an unknown one.
 */
const writeResetLink = async ({
  db,
  clock,
  target,
  mailContext,
  isAskedByAdmin,
}: {
  db: Database;
  clock: Clock;
  target: ResetTarget;
  mailContext: MailContext;
  isAskedByAdmin: boolean;
}) => {
  const now = clock.now();
  const token = randomBytes(32).toString("base64url");
  const isDecoy = target.id === DECOY.id;
  const mail = composePasswordResetMail({
    ...mailContext,
    to: target.email,
    name: target.firstName || target.username,
    username: target.username,
    token,
    isAskedByAdmin,
    locale: target.locale,
  });
  await db.transaction(async (tx) => {
    await invalidateUnusedResets(tx, target.id, now);
    const column = (name: string) => sql.identifier(name);
    await tx.execute(sql`insert into ${accountTokens}
      (${column("user_id")}, ${column("purpose")}, ${column("token_hash")}, ${column("email")}, ${column("expires_at")}, ${column("created_at")})
      select ${users.id}, 'password_reset', ${hashToken(token)}, ${users.email},
        ${new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from ${users} where ${users.id} = ${target.id}`);
    const mailId = await enqueueMail({ db: tx, now, mail });
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, isDecoy ? mailId : -1));
  });
  return !isDecoy;
};

/**
 * A reset asked for by email or username. Answers nothing: the caller says the same words whatever
 * happened. An unknown account, a closed or disabled one and one over its hourly limit cost the same
 * statements as a real link (a decoy's, see writeResetLink); only an open account under its limit gets a mail.
 * Returns whether a mail was queued (for logs and tests, never for the answer).
 */
export const requestPasswordReset = async (options: { db: Database; clock: Clock; identifier: string } & MailContext) => {
  const { db, clock } = options;
  const user = await findResettableUser(db, options.identifier);
  const recent = await countRecentResets(db, user?.id ?? DECOY.id, clock.now());
  const target = user && recent < RESETS_PER_ACCOUNT_PER_HOUR ? user : DECOY;
  return writeResetLink({ db, clock, target, mailContext: options, isAskedByAdmin: false });
};

/** An admin sends the user a reset link; the admin never sees the token or the password. */
export const sendAdminPasswordReset = async (options: { db: Database; clock: Clock; userId: number } & MailContext) => {
  const [user] = await options.db.select().from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
  if (user.closedAt) throw new AppError("conflict", ADMIN_RESET_REFUSED.closed);
  // The link could not be used (a disabled account cannot sign in): enable the account first.
  if (user.isDisabled) throw new AppError("conflict", ADMIN_RESET_REFUSED.disabled);
  await writeResetLink({ db: options.db, clock: options.clock, target: user, mailContext: options, isAskedByAdmin: true });
};

const invalidToken = () => new AppError("validation", PASSWORD_RESET_MESSAGES.invalidToken);

const isTokenUsable = (tokenHash: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, "password_reset"),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Sets the new password from a mailed token: the token is spent by a conditional update (two requests at
 * once: one wins), every session of the account ends, and the caller signs the person in.
 */
export const completePasswordReset = async ({
  db,
  clock,
  input,
}: {
  db: Database;
  clock: Clock;
  input: z.output<typeof passwordResetCompleteSchema>;
}) => {
  const tokenHash = hashToken(input.token);
  // A cheap look first: an unknown token costs no argon2 hash.
  const [candidate] = await db.select({ id: accountTokens.id }).from(accountTokens).where(isTokenUsable(tokenHash, clock.now()));
  if (!candidate) throw invalidToken();
  if (isCommonPassword(input.password)) throw new AppError("validation", COMMON_PASSWORD, { errors: { password: [COMMON_PASSWORD] } });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [spent] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(isTokenUsable(tokenHash, now))
      .returning({ userId: accountTokens.userId, email: accountTokens.email });
    if (!spent) throw invalidToken();
    const [user] = await tx
      .update(users)
      // Opening the mailed link proves the address, as a confirmation link would.
      .set({ password: passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      // A link mailed to an address the account no longer has is void (the email was changed since).
      .where(
        and(
          eq(users.id, spent.userId),
          eq(users.isDisabled, false),
          isNull(users.closedAt),
          eq(sql`lower(${users.email})`, (spent.email ?? "").toLowerCase()),
        ),
      )
      .returning();
    if (!user) throw invalidToken();
    await invalidateUnusedResets(tx, user.id, now);
    await tx.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(user.id)}`);
    return user;
  });
};
