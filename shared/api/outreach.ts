// Contracts of outreach: prospects, the emails sent to them, and the suppression list.
import { z } from "zod";

export const PROSPECT_STATUSES = ["new", "contacted", "interested", "negotiating", "converted", "rejected"] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
export const INDUSTRIES = [
  "EdTech",
  "Language Learning",
  "Study Abroad",
  "Career Services",
  "Financial Services",
  "Travel & Tourism",
  "University Recruitment",
  "Professional Development",
  "Technology",
  "Other",
] as const;
export const OUTREACH_TEMPLATES = ["initial", "followup", "negotiation"] as const;
export type OutreachTemplate = (typeof OUTREACH_TEMPLATES)[number];
/** Why the school may write to a business (POPIA section 69 and the recipients' own rules). */
export const LAWFUL_BASES = ["legitimate_interest", "consent", "existing_relationship"] as const;
export type LawfulBasis = (typeof LAWFUL_BASES)[number];

export const PROSPECT_NOT_FOUND = "Prospect not found";
export const PROSPECT_EMAIL_TAKEN = "A prospect with this email address already exists";
export const NO_RECIPIENTS = "Please select prospects to send emails to.";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** "12 000", "R5000", "abc": the whole number it starts with after the non-digits are ignored, else 0 (the spec's rule). */
export const parsePotentialValue = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? "").replace(/[\s,R$]/g, ""), 10);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, 2_000_000_000) : 0;
};

export const prospectInputSchema = z.object({
  companyName: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(200, "Company name must be at most 200 characters"),
  contactName: optionalText(120, "Contact name"),
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address"),
  phone: optionalText(40, "Phone"),
  // A form's "Not set" sends an empty string: the same as none.
  industry: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .enum(INDUSTRIES, { error: "Please choose an industry from the list" })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  ),
  notes: optionalText(2000, "Notes"),
  source: optionalText(200, "Source"),
  potentialValue: z.unknown().transform(parsePotentialValue),
  lawfulBasis: z
    .enum(LAWFUL_BASES, { error: "Please choose the lawful basis for contacting this business" })
    .default("legitimate_interest"),
});
export type ProspectInput = z.input<typeof prospectInputSchema>;
export const updateProspectSchema = prospectInputSchema.partial();

export const prospectStatusSchema = z.object({ status: z.enum(PROSPECT_STATUSES, { error: "Please choose a valid status" }) });

export const prospectsQuerySchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  status: z.enum(PROSPECT_STATUSES, { error: "Please choose a valid status" }).optional(),
  industry: z.enum(INDUSTRIES, { error: "Please choose an industry from the list" }).optional(),
});

export const sendEmailsSchema = z.object({
  prospects: z
    .array(z.number({ error: NO_RECIPIENTS }).int(NO_RECIPIENTS).positive(NO_RECIPIENTS), { error: NO_RECIPIENTS })
    .min(1, NO_RECIPIENTS)
    .max(500, "At most 500 prospects at a time"),
  template: z.enum(OUTREACH_TEMPLATES, { error: "Please choose a template: initial, followup or negotiation" }),
});
export type SendEmailsResponse = { queued: number; skipped: number };

export type ProspectView = {
  id: number;
  companyName: string;
  contactName: string | null;
  email: string;
  phone: string | null;
  industry: string | null;
  notes: string | null;
  source: string | null;
  potentialValue: number;
  status: ProspectStatus;
  lawfulBasis: LawfulBasis;
  lastContact: string | null;
  emailsSent: number;
  isSuppressed: boolean;
  createdAt: string;
};

export type ProspectEmailView = {
  id: number;
  template: OutreachTemplate;
  subject: string;
  createdAt: string;
  delivery: "pending" | "sent" | "failed" | "unknown";
};

export type OutreachStats = {
  total: number;
  byStatus: Record<ProspectStatus, number>;
  /** Sum of potentialValue of prospects still in play (not converted or rejected). */
  pipelineValue: number;
  /** converted / total, percent with one decimal; null without prospects. */
  conversionRate: number | null;
  byIndustry: { industry: string; count: number; value: number }[];
  /** Monday-start weeks (Johannesburg), the last 8, oldest first. */
  emailsPerWeek: { weekStart: string; emails: number }[];
};

export const suppressionInputSchema = z.object({
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254, "Please enter a valid email address"),
});
export type SuppressionView = { id: number; email: string; reason: string; createdAt: string };

export const unsubscribeSchema = z.object({
  token: z.string({ error: "This unsubscribe link is not valid" }).min(10, "This unsubscribe link is not valid").max(600),
});
export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid";
