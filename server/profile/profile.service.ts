import { and, eq, ne, sql } from "drizzle-orm";
import { CURRENT_PASSWORD_FOR_EMAIL, type ChangePasswordInput, type ProfileChanges } from "../../shared/api/profile";
import { sessions, users, type User } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import { EMAIL_TAKEN, COMMON_PASSWORD } from "../auth/auth.service";
import { AppError, isUniqueViolation } from "../lib/errors";
import { hashPassword, isCommonPassword, verifyPassword } from "../lib/passwords";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const SAME_PASSWORD = "The new password must be different from the current one";

/**
 * Changes only the fields given (username, password and isAdmin never change here). A different email
 * needs the current password.
 */
export const updateProfile = async ({ db, user, changes }: { db: Database; user: User; changes: ProfileChanges }): Promise<User> => {
  const isEmailChanging = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (isEmailChanging) await assertCurrentPassword(user, changes.currentPassword, CURRENT_PASSWORD_FOR_EMAIL);
  const updates = {
    ...(changes.email !== undefined ? { email: changes.email } : {}),
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
    ...(changes.country !== undefined ? { country: changes.country } : {}),
    ...(changes.languageLevel !== undefined ? { languageLevel: changes.languageLevel } : {}),
    ...(changes.timeZone !== undefined ? { timeZone: changes.timeZone } : {}),
  };
  if (Object.keys(updates).length === 0) return user;
  try {
    const [updated] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
    if (!updated) throw new AppError("not_found", "Account not found");
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_unique")) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
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
