import { and, eq, ne, sql } from "drizzle-orm";
import type { ChangePasswordInput } from "../../shared/api/profile";
import { sessions, users, type User } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import { EMAIL_TAKEN, COMMON_PASSWORD } from "../auth/auth.service";
import { AppError, isUniqueViolation } from "../lib/errors";
import { hashPassword, isCommonPassword, verifyPassword } from "../lib/passwords";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const SAME_PASSWORD = "The new password must be different from the current one";

type ProfileChanges = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  country?: string;
  languageLevel?: string;
};

/** Only these fields can change here: username, password and isAdmin never do. */
export const updateProfile = async ({ db, userId, changes }: { db: Database; userId: number; changes: ProfileChanges }): Promise<User> => {
  try {
    const [user] = await db
      .update(users)
      .set({
        email: changes.email,
        firstName: changes.firstName,
        lastName: changes.lastName,
        ...(changes.country !== undefined ? { country: changes.country } : {}),
        ...(changes.languageLevel !== undefined ? { languageLevel: changes.languageLevel } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError("not_found", "Account not found");
    return user;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_unique")) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
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
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw new AppError("validation", WRONG_CURRENT_PASSWORD, { errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } });
  }
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
