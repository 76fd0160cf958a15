// Contracts of the advertiser email generator: business types and tones, the bulk campaign and contact forms.
import { z } from "zod";

export const BUSINESS_TYPES = [
  { id: "edtech", label: "EdTech" },
  { id: "professional_dev", label: "Professional development" },
  { id: "study_abroad", label: "Study abroad" },
  { id: "language_tools", label: "Language tools" },
  { id: "career_services", label: "Career services" },
  { id: "travel_tourism", label: "Travel and tourism" },
  { id: "financial_services", label: "Financial services" },
  { id: "accommodation", label: "Student accommodation" },
  { id: "technology", label: "Technology" },
  { id: "consulting", label: "Consulting" },
] as const;
export const BUSINESS_TYPE_IDS = BUSINESS_TYPES.map((type) => type.id) as [string, ...string[]];
export type BusinessType = (typeof BUSINESS_TYPES)[number]["id"];
export const EMAIL_TONES = ["professional", "friendly", "direct", "consultative"] as const;
export type EmailTone = (typeof EMAIL_TONES)[number];

export const NO_CONTACTS = "Please add contacts before sending emails";
export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const CONTACT_NOT_FOUND = "Contact not found";
export const CONTACT_EMAIL_TAKEN = "A contact with this email address already exists";
export const CAMPAIGN_NOT_CANCELLABLE = "Only a campaign that is still scheduled or sending can be cancelled";

/** The Email Generator form (in the browser only). */
export const emailGeneratorSchema = z.object({
  businessName: z.string().trim().min(2, "Business name is required"),
  businessType: z.enum(BUSINESS_TYPE_IDS, { error: "Please select a business type" }),
  contactName: z.string().trim().min(2, "Contact name is required"),
  targetPlacement: z.string({ error: "Please select a placement type" }).min(1, "Please select a placement type"),
  customMessage: z.string().trim().max(1000, "The message must be at most 1000 characters").optional(),
  includeStats: z.boolean().default(true),
  tone: z.enum(EMAIL_TONES).default("professional"),
});
export type EmailGeneratorInput = z.infer<typeof emailGeneratorSchema>;

/** The Bulk Campaigns form; the server sends it to the contacts of the business type. */
export const bulkCampaignSchema = z.object({
  campaignName: z
    .string({ error: "Campaign name must be at least 3 characters" })
    .trim()
    .min(3, "Campaign name must be at least 3 characters")
    .max(120),
  subject: z.string({ error: "Subject must be at least 5 characters" }).trim().min(5, "Subject must be at least 5 characters").max(200),
  emailContent: z
    .string({ error: "Email content must be at least 50 characters" })
    .trim()
    .min(50, "Email content must be at least 50 characters")
    .max(20_000, "Email content must be at most 20000 characters"),
  businessType: z.enum(BUSINESS_TYPE_IDS, { error: "Please select a business type" }),
  sendDelay: z.coerce
    .number({ error: "Delay must be between 1-1440 minutes" })
    .int("Delay must be between 1-1440 minutes")
    .min(1, "Delay must be between 1-1440 minutes")
    .max(1440, "Delay must be between 1-1440 minutes")
    .default(30),
  /** An ISO instant; now when left out or in the past. */
  scheduledTime: z.iso
    .datetime({ offset: true, error: "Please choose a valid start time" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type BulkCampaignInput = z.input<typeof bulkCampaignSchema>;

export const contactInputSchema = z.object({
  businessName: z.string({ error: "Business name is required" }).trim().min(1, "Business name is required").max(200),
  contactName: z
    .string()
    .trim()
    .max(120)
    .nullable()
    .optional()
    .transform((value) => value || null),
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
  businessType: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .enum(BUSINESS_TYPE_IDS, { error: "Please select a business type" })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  ),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export const importContactsSchema = z.object({ contacts: z.array(z.unknown()).max(5000, "At most 5000 contacts at a time") });

export type ContactView = {
  id: number;
  businessName: string;
  contactName: string | null;
  email: string;
  businessType: string | null;
  isSuppressed: boolean;
  createdAt: string;
};
export type ImportContactsResponse = { added: number; duplicates: number; invalid: number };

export type CampaignStatus = "scheduled" | "sending" | "completed" | "cancelled";
export type CampaignView = {
  id: number;
  name: string;
  subject: string;
  businessType: string | null;
  sendDelayMinutes: number;
  status: CampaignStatus;
  scheduledFor: string;
  totalEmails: number;
  sentEmails: number;
  failedEmails: number;
  skippedEmails: number;
  createdAt: string;
  completedAt: string | null;
};
