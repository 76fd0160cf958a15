import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CLOSED_ACCOUNT_USERNAME_REFUSED, isClosedAccountUsername } from "../../shared/api/auth";
import { sessions, users } from "../../shared/schema/auth";
import type { Database } from "../db/connection";
import { hashPassword } from "../lib/passwords";
import { SCHOOL_TIME_ZONE } from "../lib/school-time";
import { findUserByUsername } from "./auth.service";

export type AdminAccountResult = { action: "created" | "promoted" | "password changed" | "unchanged"; username: string; password?: string };

type AdminAccountOptions = { db: Database; username: string; password?: string; email?: string };

/** What earlier versions named every admin they created: nobody's name. */
const OLD_MADE_UP_NAME = { firstName: "Site", lastName: "Administrator" } as const;

/** The configured admin name belongs to a student: promoting it at start would hand that person the site. */
export class AdminUsernameTakenError extends Error {
  constructor(readonly username: string) {
    super(
      `ADMIN_USERNAME "${username}" belongs to an existing student account, so the server will not start: ` +
        `promoting it would make whoever registered that name an administrator with their own password. ` +
        `Choose another ADMIN_USERNAME, or promote that account deliberately with ` +
        `"npm run admin:create -- --username ${username}".`,
    );
    this.name = "AdminUsernameTakenError";
  }
}

/**
 * A closed account's name (closed-<id>-<random>, decision 0064) is never given to an admin: a new one would
 * take a name a closing account may need, and promoting a closed account would bring it back to life.
 */
const refuseClosedAccountName = (username: string) => {
  if (isClosedAccountUsername(username)) throw new Error(`"${username}": ${CLOSED_ACCOUNT_USERNAME_REFUSED}.`);
};

/**
 * Creates the admin named at start (ADMIN_USERNAME, or the demo admin) when it does not exist yet. It
 * never promotes an existing student (AdminUsernameTakenError) and never changes an existing admin's
 * password: the configured password is only the first one, the admin may change it afterwards. The name
 * earlier versions made up for it ("Site Administrator", greeted as "Welcome, Site!") is taken off.
 */
export const ensureStartupAdmin = async ({ db, username, password, email }: AdminAccountOptions): Promise<AdminAccountResult> => {
  const existing = await findUserByUsername({ db, username });
  if (existing && !existing.isAdmin) throw new AdminUsernameTakenError(existing.username);
  if (existing) {
    if (existing.firstName === OLD_MADE_UP_NAME.firstName && existing.lastName === OLD_MADE_UP_NAME.lastName)
      await db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, existing.id));
    return { action: "unchanged", username: existing.username };
  }
  return createAdmin({ db, username, password, email });
};

/**
 * The operator's deliberate command (npm run admin:create): creates an admin, or promotes an existing
 * account. An existing account keeps its own password unless a new one is given; a new password ends
 * every session of that account.
 */
export const createOrPromoteAdmin = async ({ db, username, password, email }: AdminAccountOptions): Promise<AdminAccountResult> => {
  refuseClosedAccountName(username);
  const existing = await findUserByUsername({ db, username });
  if (!existing) return createAdmin({ db, username, password, email });
  const changes: Partial<typeof users.$inferInsert> = {};
  if (!existing.isAdmin) changes.isAdmin = true;
  if (password) changes.password = await hashPassword(password);
  if (Object.keys(changes).length === 0) return { action: "unchanged", username: existing.username };
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, existing.id));
    if (password) await tx.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(existing.id)}`);
  });
  return { action: existing.isAdmin ? "password changed" : "promoted", username: existing.username };
};

/** What `npm run admin:create` prints: a promotion says so plainly, and says whose password stays. */
export const describeAdminCreateResult = (result: AdminAccountResult, isPasswordGiven: boolean) => {
  if (result.action === "created") {
    return `Created the administrator "${result.username}".${result.password ? `  Password: ${result.password}  (shown only this once)` : ""}`;
  }
  if (result.action === "promoted") {
    return isPasswordGiven
      ? `Promoted the existing account "${result.username}" to administrator and set the password you gave; its sessions were ended.`
      : `Promoted the existing account "${result.username}" to administrator. Its own password stays: the person who chose it ` +
          `can now sign in as an administrator. Run again with --password to set a new one.`;
  }
  if (result.action === "password changed")
    return `"${result.username}" was already an administrator; its password was changed and its sessions ended.`;
  return `"${result.username}" is already an administrator; nothing changed.`;
};

const createAdmin = async ({ db, username, password, email }: AdminAccountOptions) => {
  refuseClosedAccountName(username);
  const chosenPassword = password ?? generatePassword();
  await db.insert(users).values({
    username,
    password: await hashPassword(chosenPassword),
    email: email ?? `${username.toLowerCase()}@admin.invalid`,
    // No invented person ("Site Administrator" greeted its owner as "Welcome, Site!"): pages that greet
    // by name fall back to the username, and the admin can give their own name on their profile.
    firstName: null,
    lastName: null,
    // Screens show times in the viewer's own zone: the school's first admin works in the school's
    // (registration takes a student's from the browser); the profile changes it.
    timeZone: SCHOOL_TIME_ZONE,
    isAdmin: true,
  });
  return { action: "created" as const, username, password: password ? undefined : chosenPassword };
};

// 18 random bytes in base64url: 24 characters, about 144 bits.
export const generatePassword = () => randomBytes(18).toString("base64url");
