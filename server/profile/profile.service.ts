import { and, eq, ne, sql } from "drizzle-orm";
import { CURRENT_PASSWORD_FOR_EMAIL, type ChangePasswordInput, type ProfileChanges } from "../../shared/api/profile";
import { sessions, users, type User } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import { EMAIL_TAKEN, COMMON_PASSWORD } from "../auth/auth.service";
import { sendEmailConfirmation, type MailContext } from "../auth/email-confirmation.service";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { hashPassword, isCommonPassword, verifyPassword } from "../lib/passwords";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const SAME_PASSWORD = "The new password must be different from the current one";

const isAddressTaken = async (db: Database, email: string, userId: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  return row !== undefined;
};

/**
 * Changes only the fields given (username, password and isAdmin never change here). A different email
 * needs the current password and does not change the account yet: a link goes to the new address and the
 * account moves there when it is opened (decision 0046), so mail never goes to an address nobody confirmed.
 * Returns the user and, for a change of address, the address now waiting for confirmation.
 */
export const updateProfile = async ({
  db,
  clock,
  user,
  changes,
  mailContext,
}: {
  db: Database;
  clock: Clock;
  user: User;
  changes: ProfileChanges;
  mailContext: MailContext;
}): Promise<{ user: User; pendingEmail: string | null }> => {
  const isEmailChanging = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (isEmailChanging) {
    await assertCurrentPassword(user, changes.currentPassword, CURRENT_PASSWORD_FOR_EMAIL);
    if (await isAddressTaken(db, changes.email!, user.id)) throw new AppError("conflict", EMAIL_TAKEN);
  }
  const updates = {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
    ...(changes.country !== undefined ? { country: changes.country } : {}),
    ...(changes.languageLevel !== undefined ? { languageLevel: changes.languageLevel } : {}),
    ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
    ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
  };
  if (Object.keys(updates).length === 0 && !isEmailChanging) return { user, pendingEmail: null };
  return db.transaction(async (tx) => {
    const [updated] = Object.keys(updates).length ? await tx.update(users).set(updates).where(eq(users.id, user.id)).returning() : [user];
    if (!updated) throw new AppError("not_found", "Account not found");
    if (isEmailChanging) await sendEmailConfirmation({ db: tx, clock, user: updated, email: changes.email!, mailContext });
    return { user: updated, pendingEmail: isEmailChanging ? changes.email! : null };
  });
};

const assertCurrentPassword = async (user: User, currentPassword: string | undefined, missingMessage: string) => {
  if (!currentPassword) throw new AppError("validation", missingMessage, { errors: { currentPassword: [missingMessage] } });
  if (!(await verifyPassword(user.password, currentPassword))) {
    throw new AppError("validation", WRONG_CURRENT_PASSWORD, { errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
  }
};

/** Changes the password after checking the current one, and signs out every other session of the user. */
export const changePassword = async ({
  db,
  user,
  input,
  keepSessionId,
}: {
  db: Database;
  user: User;
  input: ChangePasswordInput;
  keepSessionId: string;
}) => {
  await assertCurrentPassword(user, input.currentPassword, WRONG_CURRENT_PASSWORD);
  if (input.newPassword === input.currentPassword) {
    throw new AppError("validation", SAME_PASSWORD, { errors: { newPassword: [SAME_PASSWORD] } });
  }
  if (isCommonPassword(input.newPassword)) {
    throw new AppError("validation", COMMON_PASSWORD, { errors: { newPassword: [COMMON_PASSWORD] } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(sql`(${sessions.sess}->'passport'->>'user') = ${String(user.id)}`, ne(sessions.sid, keepSessionId)));
  });
};
