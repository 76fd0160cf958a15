import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import { hashPassword } from "../lib/passwords";
import { findUserByUsername } from "./auth.service";

export type AdminAccountResult = { action: "created" | "promoted" | "password changed" | "unchanged"; username: string; password?: string };

/**
 * Makes sure an admin with this username exists: creates it (with the given or a generated password),
 * or promotes an existing user. An existing user's password is changed only when one is given.
 */
export const ensureAdminAccount = async ({
  db,
  username,
  password,
  email,
  resetPassword = false,
}: {
  db: Database;
  username: string;
  password?: string;
  email?: string;
  resetPassword?: boolean;
}): Promise<AdminAccountResult> => {
  const existing = await findUserByUsername({ db, username });
  if (existing) {
    const changes: Partial<typeof users.$inferInsert> = {};
    if (!existing.isAdmin) changes.isAdmin = true;
    if (password && resetPassword) changes.password = await hashPassword(password);
    if (Object.keys(changes).length === 0) return { action: "unchanged", username };
    await db.update(users).set(changes).where(eq(users.id, existing.id));
    return { action: existing.isAdmin ? "password changed" : "promoted", username };
  }
  const chosenPassword = password ?? generatePassword();
  await db.insert(users).values({
    username,
    password: await hashPassword(chosenPassword),
    email: email ?? `${username.toLowerCase()}@admin.invalid`,
    firstName: "Site",
    lastName: "Administrator",
    isAdmin: true,
  });
  return { action: "created", username, password: password ? undefined : chosenPassword };
};

// 18 random bytes in base64url: 24 characters, about 144 bits.
export const generatePassword = () => randomBytes(18).toString("base64url");
