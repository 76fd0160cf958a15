import { LOCALES } from "../i18n/locales";
// Request schemas of the account endpoints, with the spec's messages. Plain zod (no drizzle) on purpose:
// the sign-in and register screens import this file, and drizzle-orm would weigh ~60 KB more there.
import { z } from "zod";
import { LANGUAGE_LEVELS } from "../constants";
import { countryCodeOf } from "../countries";

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * A closed account is renamed closed-<id>-<random> (decision 0064). Nobody registers or is made admin
 * under a name that starts that way, in any letter case, so no name can be taken before an account closes.
 */
const CLOSED_ACCOUNT_USERNAME = /^closed-\d/i;
export const CLOSED_ACCOUNT_USERNAME_REFUSED = 'Usernames beginning with "closed-" and a number are kept for closed accounts';
export const isClosedAccountUsername = (username: string) => CLOSED_ACCOUNT_USERNAME.test(username.trim());

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(1, "Username is required")
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(USERNAME_PATTERN, "Username may contain only letters, digits, dots, dashes and underscores")
  .refine((username) => !isClosedAccountUsername(username), CLOSED_ACCOUNT_USERNAME_REFUSED);

// 8, not the spec's 6: OWASP ASVS 5.0 asks for 8 at least (decision 0068). It applies to new passwords only:
// sign-in takes any stored one. 128 is a generous cap that allows passphrases without truncation.
const PASSWORD_MIN_LENGTH = 8;
/** The hint under every new-password field (registration, change, reset): the rule of newPasswordSchema. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  // Written out rather than built from PASSWORD_MIN_LENGTH: the errors catalogue finds a message by its text.
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const emailSchema = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"))
  .transform((email) => email.toLowerCase());

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(60, `${label} must be at most 60 characters`)
    .optional()
    .transform((value) => (value ? value : null));

/** An IANA time zone the runtime knows ("Africa/Johannesburg"); streak days count in it. */
export const timeZoneSchema = z
  .string({ error: "Please select a time zone" })
  .trim()
  .max(64, "Please select a time zone")
  .refine((timeZone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone });
      return true;
    } catch {
      return false;
    }
  }, "Please select a time zone");

/**
 * A country as its ISO 3166-1 code ("ZA"), stored so. One of the ten English names the forms sent before
 * ("United Kingdom") is read as its code; "" (nothing chosen) is no country.
 */
export const countrySchema = z
  .string({ error: "Please select a country" })
  .trim()
  .transform((value, context) => {
    if (value === "") return undefined;
    const code = countryCodeOf(value);
    if (code === null) {
      context.addIssue({ code: "custom", message: "Please select a country" });
      return z.NEVER;
    }
    return code;
  })
  .optional();

export const profileFieldsSchema = z.object({
  email: emailSchema,
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
  country: countrySchema,
  languageLevel: z.enum(LANGUAGE_LEVELS, { error: "Please select a language level" }).optional(),
});

// Registration with the spec's messages. Only these fields are read: isAdmin, subscriptionLevel and any
// unknown field are stripped by zod's default object parsing.
export const registerSchema = z
  .object({ username: usernameSchema, password: newPasswordSchema })
  .extend(profileFieldsSchema.shape)
  .extend({
    termsAccepted: z.literal(true, { error: "You must accept the terms and conditions" }),
    // From the browser; an account without one counts its days in UTC.
    timeZone: timeZoneSchema.optional(),
    // The interface language the visitor registered in: the confirmation mail is already in it.
    locale: z.enum(LOCALES, { error: "Please choose one of the site's languages" }).optional(),
  });

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

/** The user as every account endpoint answers it (GET /api/me, login, register, PATCH /api/me): never the
 * password hash or payment references. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().nullable(),
  languageLevel: z.string().nullable(),
  /** The plan name that gives access today, or null; written by the server only. */
  subscriptionLevel: z.string().nullable(),
  isAdmin: z.boolean(),
  timeZone: z.string(),
  /** The interface language on the account; null until one is known (the next visit saves it). */
  locale: z.enum(LOCALES).nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/session: the signed-in user, or null for a visitor (always 200). */
export type SessionResponse = { user: PublicUser | null };
