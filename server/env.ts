import { isIP } from "node:net";
import { z } from "zod";
import { ATTACHMENT_KEY_FORMAT, parseAttachmentKey } from "./backups/attachment-crypto";
import { parseDbSettings } from "./db/embedded-settings";
import { DEFAULT_SUPPORT_HOURS, parseSupportHours } from "./school/support-hours";

/** The shipped defaults: obviously placeholders on a page, and refused by a real deployment. */
export const PLACEHOLDER_POSTAL_ADDRESS = "Your school's postal address (set SCHOOL_POSTAL_ADDRESS)";
export const PLACEHOLDER_CONTACT_EMAIL = "set-school-contact-email@example.invalid";

const booleanFlag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// Unset means "the default" (backup-config.ts), so a deprecated BACKUP_RETENTION can still stand in.
const retentionCount = optionalText.pipe(z.coerce.number<string | undefined>().int().min(1, "must be at least 1").optional());

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

// express's `trust proxy`: a hop count, "true"/"false", or a comma list of addresses/subnets ("loopback").
const trustProxySchema = optionalText.transform((value): boolean | number | string => {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    // The address to listen on. Unset: 127.0.0.1 when TRUST_PROXY is set, else every interface (listen-settings.ts).
    HOST: optionalText.pipe(
      z
        .string()
        .refine((value) => isIP(value) !== 0 || /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(value), {
          error: "must be an address to listen on, such as 127.0.0.1 or 0.0.0.0",
        })
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    // Embedded database only: PostgreSQL settings over ours ("shared_buffers=64MB work_mem=4MB").
    EMBEDDED_DB_SETTINGS: optionalText.transform((value, context) => {
      try {
        return parseDbSettings(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: `${(error as Error).message} (expected "name=value name=value")` });
        return z.NEVER;
      }
    }),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    // Signs unsubscribe links: their own key, so rotating SESSION_SECRET never withdraws an opt-out.
    UNSUBSCRIBE_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    // Keys that signed links already sent (an unsubscribe key rotated away, an old SESSION_SECRET), comma-separated.
    UNSUBSCRIBE_PREVIOUS_SECRETS: optionalText.transform((value) =>
      (value ?? "")
        .split(",")
        .map((secret) => secret.trim())
        .filter((secret) => secret !== ""),
    ),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    TRUST_PROXY: trustProxySchema,
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1, "must be at least 1").default(20),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must be at least 12 characters").optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    SCHOOL_INBOX_EMAIL: z.email("must be an email address").default("hello@cape-english.example"),
    MAIL_FROM: z.string().trim().min(3).default("Cape English College <no-reply@cape-english.example>"),
    // The school as it names itself on terms, privacy, receipts, the contact page and mail footers. The
    // address and e-mail defaults are placeholders a reader sees as such; a real deployment refuses them.
    SCHOOL_NAME: z.string().trim().min(2).default("Cape English College"),
    SCHOOL_POSTAL_ADDRESS: optionalText.transform((value) => value ?? PLACEHOLDER_POSTAL_ADDRESS).pipe(z.string().min(5)),
    SCHOOL_CONTACT_EMAIL: optionalText.transform((value) => value ?? PLACEHOLDER_CONTACT_EMAIL).pipe(z.email("must be an email address")),
    // Unset: no phone number is published.
    SCHOOL_PHONE: optionalText,
    SCHOOL_REGISTRATION_NUMBER: optionalText,
    // When people can expect an answer, e.g. "Mon-Fri 09:00-17:00; Sat 10:00-13:00" ("Mon-Sun 00:00-24:00" is 24/7).
    SCHOOL_SUPPORT_HOURS: optionalText.transform((value, context) => {
      try {
        return parseSupportHours(value ?? DEFAULT_SUPPORT_HOURS);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
    // The time zone those hours are in.
    SCHOOL_SUPPORT_TIME_ZONE: optionalText
      .transform((value) => value ?? "Africa/Johannesburg")
      .refine(isTimeZone, "must be an IANA time zone such as Africa/Johannesburg"),
    // The year the school was founded, shown on the about page; unset: no year is claimed.
    SCHOOL_FOUNDED_YEAR: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1800).max(2100).optional()),
    // Public figures that count people (students, young learners, feedback) are shown only from this count up.
    SCHOOL_FIGURES_MINIMUM: z.coerce.number().int().min(0, "must be 0 or more").default(50),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    YOCO_SECRET_KEY: optionalText,
    YOCO_WEBHOOK_SECRET: optionalText,
    // https only: this is where the live secret key is sent.
    YOCO_API_URL: z.url({ protocol: /^https$/, error: "must be an https URL" }).default("https://payments.yoco.com"),
    PAYMENTS_SANDBOX: booleanFlag,
    // Backups (server/backups): folder (default DATA_DIR/backups), files kept, report address, attach, key, schedule zone.
    BACKUP_DIR: optionalText,
    // Deprecated: one count for every kind, used where BACKUP_RETENTION_<KIND> is not set.
    BACKUP_RETENTION: retentionCount,
    BACKUP_RETENTION_DAILY: retentionCount,
    BACKUP_RETENTION_WEEKLY: retentionCount,
    BACKUP_RETENTION_MANUAL: retentionCount,
    BACKUP_RETENTION_EMERGENCY: retentionCount,
    BACKUP_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    BACKUP_MAIL_ATTACH: booleanFlag,
    // The key that encrypts a mailed backup: the dump holds password hashes and every token.
    BACKUP_ATTACHMENT_KEY: optionalText.transform((value, context) => {
      if (value === undefined) return undefined;
      const key = parseAttachmentKey(value);
      if (!key) {
        context.addIssue({ code: "custom", message: ATTACHMENT_KEY_FORMAT });
        return z.NEVER;
      }
      return key;
    }),
    // Off-site copies (server/backups/offsite-copy.ts): every backup is also written, encrypted, to this bucket.
    BACKUP_S3_BUCKET: optionalText,
    BACKUP_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional()),
    BACKUP_S3_REGION: z.string().trim().min(1).default("us-east-1"),
    BACKUP_S3_ACCESS_KEY_ID: optionalText,
    BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
    BACKUP_S3_PREFIX: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._/-]+$/, "may hold only letters, digits, '.', '_', '-' and '/'")
        .optional(),
    ),
    BACKUP_S3_FORCE_PATH_STYLE: booleanFlag,
    BACKUP_TIME_ZONE: z
      .string()
      .trim()
      .default("Africa/Johannesburg")
      .refine(isTimeZone, "must be an IANA time zone such as Africa/Johannesburg"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // End-to-end tests only: POST /api/test-clock moves the server's clock forward (a journey over several days).
    TEST_CLOCK_CONTROL: booleanFlag,
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      context.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    if (env.NODE_ENV === "production" && !env.UNSUBSCRIBE_SECRET) {
      context.addIssue({ code: "custom", path: ["UNSUBSCRIBE_SECRET"], message: "is required when NODE_ENV=production" });
    }
    // A real deployment (production, or published on https) must not print the shipped placeholders on
    // its receipts, contact page and mails: a school that forgot them would publish someone else's details.
    if (env.NODE_ENV === "production" || env.PUBLIC_URL?.startsWith("https://")) {
      const where = env.NODE_ENV === "production" ? "NODE_ENV=production" : "PUBLIC_URL is https";
      if (env.SCHOOL_POSTAL_ADDRESS === PLACEHOLDER_POSTAL_ADDRESS) {
        context.addIssue({
          code: "custom",
          path: ["SCHOOL_POSTAL_ADDRESS"],
          message: `must be the school's own postal address when ${where}: receipts, terms and mail footers print it`,
        });
      }
      if (env.SCHOOL_CONTACT_EMAIL === PLACEHOLDER_CONTACT_EMAIL) {
        context.addIssue({
          code: "custom",
          path: ["SCHOOL_CONTACT_EMAIL"],
          message: `must be the school's own e-mail address when ${where}: the contact page, receipts and mails give it`,
        });
      }
    }
    if (env.TEST_CLOCK_CONTROL && env.NODE_ENV !== "test") {
      context.addIssue({ code: "custom", path: ["TEST_CLOCK_CONTROL"], message: "is only allowed when NODE_ENV=test" });
    }
    if (env.NODE_ENV === "production" && env.TRUST_PROXY === true) {
      context.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message: "must be a hop count or the proxies' addresses in production: true lets any client choose its own address",
      });
    }
    // Refused rather than mailed without the file: the operator asked for copies off the machine and
    // would otherwise find out they are missing only when one is needed.
    if (env.BACKUP_MAIL_ATTACH && !env.BACKUP_ATTACHMENT_KEY) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_ATTACHMENT_KEY"],
        message: "is required when BACKUP_MAIL_ATTACH=1: mailed backups are encrypted with it (make one with: openssl rand -base64 32)",
      });
    }
    // The same rule for the bucket: a dump holds password hashes and tokens, and it would leave the machine.
    if (env.BACKUP_S3_BUCKET && !env.BACKUP_ATTACHMENT_KEY) {
      context.addIssue({
        code: "custom",
        path: ["BACKUP_ATTACHMENT_KEY"],
        message:
          "is required when BACKUP_S3_BUCKET is set: off-site backups are encrypted with it (make one with: openssl rand -base64 32)",
      });
    }
    if (Boolean(env.BACKUP_S3_ACCESS_KEY_ID) !== Boolean(env.BACKUP_S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: "custom",
        path: [env.BACKUP_S3_ACCESS_KEY_ID ? "BACKUP_S3_SECRET_ACCESS_KEY" : "BACKUP_S3_ACCESS_KEY_ID"],
        message: "BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws an EnvError whose message names every bad variable. */
export const parseEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
};
