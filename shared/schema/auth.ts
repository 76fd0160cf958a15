import { sql } from "drizzle-orm";
import { boolean, index, integer, json, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    password: text().notNull(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    country: text(),
    languageLevel: text(),
    // Provider-neutral replacements of the old app's Stripe columns.
    paymentCustomerId: text(),
    paymentSubscriptionId: text(),
    subscriptionLevel: text(),
    isAdmin: boolean().notNull().default(false),
    /** An IANA time zone from the browser at registration (editable): streak days count in it. */
    timeZone: text().notNull().default("UTC"),
    /**
     * The interface language (the footer, the profile, or the browser's at registration): mails to this
     * person use it. Null until one is known (accounts from before languages): the next visit saves it.
     */
    locale: text(),
    /** A disabled account cannot sign in, and its sessions end at once (admins disable and enable it). */
    isDisabled: boolean().notNull().default(false),
    lastSignInAt: timestamptz(),
    /**
     * When the parent agreed that a child's voice practice may use the browser's speech recognition (which
     * can send the voice to the browser maker's service); null until agreed, and again after withdrawal.
     */
    voiceConsentAt: timestamptz(),
    /** When the current email address was confirmed from a mailed link; null until then. */
    emailVerifiedAt: timestamptz(),
    /** The account was closed by its owner: personal data erased, sign-in refused, shown as closed to admins. */
    closedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Case-insensitive uniqueness: "Anna" and "anna" are the same person to a human.
    uniqueIndex("users_username_lower_unique").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
  ],
);

// Sessions of express-session (server/lib/session-store.ts), in a table owned by the migrations.
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamptz().notNull(),
  },
  (table) => [index("sessions_expire_index").on(table.expire)],
);

/**
 * Single-use links mailed to a person: a password reset (one hour) or an email confirmation. Only the
 * SHA-256 of the random token is stored, so a copy of the database cannot be used to take over an account.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** password_reset or email_verification. */
    purpose: text().$type<"password_reset" | "email_verification">().notNull(),
    tokenHash: text().notNull(),
    /** For an email confirmation: the address the link confirms (a changed email waits here until confirmed). */
    email: text(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("account_tokens_token_hash_unique").on(table.tokenHash),
    index("account_tokens_user_purpose_index").on(table.userId, table.purpose),
  ],
);

// Failed sign-in counters live in the database so that the limit holds across app instances.
export const loginThrottles = pgTable("login_throttles", {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamptz().notNull().defaultNow(),
  blockedUntil: timestamptz(),
});

export type User = typeof users.$inferSelect;
