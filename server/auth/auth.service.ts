import { eq, sql } from "drizzle-orm";
import { CLOSED_ACCOUNT_USERNAME_REFUSED, isClosedAccountUsername, type RegisterData } from "../../shared/api/auth";
import { users, type User } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError, isUniqueViolation } from "../lib/errors";
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from "../lib/passwords";

export const USERNAME_TAKEN = "That username is already taken";
// Deliberately says nothing about whether an account owns the address: a sign-up form cannot avoid
// refusing a registered email, but it need not confirm to a stranger whose address it is.
export const EMAIL_TAKEN = "This email address cannot be used. Please use another one.";
export const COMMON_PASSWORD = "This password is too common. Please choose a less predictable one.";
export const INVALID_CREDENTIALS = "Invalid username or password";
/** Answered (401) to the right password of a disabled account; a wrong password still gets INVALID_CREDENTIALS. */
export const ACCOUNT_DISABLED = "This account has been disabled. Please contact us.";

export const findUserById = async ({ db, id }: { db: Database; id: number }) => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

export const findUserByUsername = async ({ db, username }: { db: Database; username: string }) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return user;
};

const findUserByEmail = async ({ db, email }: { db: Database; email: string }) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
};

// Names that read as the school's staff: nobody registers them, so an operator can still choose one for
// an administrator later without finding it taken by a stranger (and nobody impersonates staff).
const RESERVED_USERNAMES = new Set([
  "admin",
  "administrator",
  "root",
  "support",
  "principal",
  "webmaster",
  "postmaster",
  "system",
  "staff",
  "moderator",
]);

/** Creates a student account. isAdmin and subscriptionLevel are never taken from the input. */
export const registerUser = async ({ db, input }: { db: Database; input: RegisterData }): Promise<User> => {
  if (isCommonPassword(input.password)) throw new AppError("validation", COMMON_PASSWORD, { errors: { password: [COMMON_PASSWORD] } });
  if (RESERVED_USERNAMES.has(input.username.toLowerCase())) throw new AppError("conflict", USERNAME_TAKEN);
  // The schema refuses it too; this keeps the rule where the account is made (decision 0064).
  if (isClosedAccountUsername(input.username)) {
    throw new AppError("validation", CLOSED_ACCOUNT_USERNAME_REFUSED, { errors: { username: [CLOSED_ACCOUNT_USERNAME_REFUSED] } });
  }
  if (await findUserByUsername({ db, username: input.username })) throw new AppError("conflict", USERNAME_TAKEN);
  if (await findUserByEmail({ db, email: input.email })) throw new AppError("conflict", EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        password: passwordHash,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country ?? null,
        languageLevel: input.languageLevel ?? null,
        timeZone: input.timeZone ?? "UTC",
        locale: input.locale ?? null,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations racing past the checks above: the unique indexes decide.
    if (isUniqueViolation(error, "users_username_lower_unique")) throw new AppError("conflict", USERNAME_TAKEN);
    if (isUniqueViolation(error, "users_email_lower_unique")) throw new AppError("conflict", EMAIL_TAKEN);
    throw error;
  }
};

/** The user for a username and password, or undefined. Takes the same time whether or not the user exists. */
export const verifyCredentials = async ({
  db,
  username,
  password,
}: {
  db: Database;
  username: string;
  password: string;
}): Promise<User | undefined> => {
  const user = await findUserByUsername({ db, username });
  if (!user) {
    await burnPasswordCheck(password);
    return undefined;
  }
  return (await verifyPassword(user.password, password)) ? user : undefined;
};

/** Stamps a successful sign-in (or registration) on the user. */
export const recordSignIn = async ({ db, clock, userId }: { db: Database; clock: Clock; userId: number }) => {
  await db.update(users).set({ lastSignInAt: clock.now() }).where(eq(users.id, userId));
};
