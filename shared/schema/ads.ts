import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { containsBlockedWord } from "../ads-blocklist";
import { AD_DURATION_DAYS, AD_PLACEMENTS } from "../constants";
import { isSafeHttpsUrl } from "../safe-url";
import { createdAt, timestamptz, updatedAt } from "./columns";

export const advertisements = pgTable(
  "advertisements",
  {
    id: serial().primaryKey(),
    companyName: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    videoUrl: text(),
    linkUrl: text().notNull(),
    status: text().notNull().default("pending"),
    placementArea: text().notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    startDate: timestamptz(),
    endDate: timestamptz(),
    duration: integer().notNull().default(AD_DURATION_DAYS.default),
    /** Integer rand cents, set by the server from the placement price table. */
    price: integer().notNull().default(0),
    paymentStatus: text().notNull().default("unpaid"),
    // Provider-neutral payment references (checkout id and payment id, whatever the provider).
    paymentCheckoutId: text(),
    paymentId: text(),
    // Stored names; the admin API answers them as contactEmail and phone (the admin screen reads those names).
    advertiserEmail: text().notNull(),
    advertiserPhone: text(),
    contactName: text(),
    budget: integer(),
    costPerClick: integer(),
    costPerImpression: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("advertisements_status_placement_index").on(table.status, table.placementArea),
    index("advertisements_created_at_index").on(table.createdAt),
  ],
);

const cleanText = (label: string, min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, tooLong)
    .refine((text) => !containsBlockedWord(text), `${label} contains inappropriate content`);

const optionalUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isSafeHttpsUrl(value), message)
    .optional()
    .transform((value) => (value ? value : null));

export const insertAdvertisementSchema = createInsertSchema(advertisements, {
  title: () => cleanText("Title", 5, 100, "Title must be at least 5 characters", "Title must be less than 100 characters"),
  description: () =>
    cleanText("Description", 20, 500, "Description must be at least 20 characters", "Description must be less than 500 characters"),
  companyName: () =>
    cleanText("Company name", 2, 100, "Company name must be at least 2 characters", "Company name must be at most 100 characters"),
  linkUrl: () => z.string({ error: "Please enter a valid URL" }).trim().refine(isSafeHttpsUrl, "Please enter a valid URL"),
  imageUrl: () => optionalUrl("Please enter a valid image URL"),
  videoUrl: () => optionalUrl("Please enter a valid video URL"),
  placementArea: () => z.enum(AD_PLACEMENTS, { error: "Please select a valid placement area" }),
  advertiserEmail: () =>
    z.string({ error: "Please enter a valid email address" }).trim().pipe(z.email("Please enter a valid email address")),
  advertiserPhone: () =>
    z
      .string()
      .trim()
      .refine((phone) => phone === "" || phone.length >= 10, "Please enter a valid phone number")
      .refine((phone) => phone === "" || /^[+0-9 ()-]+$/.test(phone), "Please enter a valid phone number")
      .optional()
      .transform((phone) => (phone ? phone : null)),
  contactName: () =>
    z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((name) => (name ? name : null)),
  duration: () =>
    z
      .number()
      .int()
      .min(AD_DURATION_DAYS.min, "Minimum duration is 7 days")
      .max(AD_DURATION_DAYS.max, "Maximum duration is 365 days")
      .default(AD_DURATION_DAYS.default),
}).omit({
  id: true,
  status: true,
  impressions: true,
  clicks: true,
  startDate: true,
  endDate: true,
  price: true,
  paymentStatus: true,
  paymentCheckoutId: true,
  paymentId: true,
  budget: true,
  costPerClick: true,
  costPerImpression: true,
  createdAt: true,
  updatedAt: true,
});

export type Advertisement = typeof advertisements.$inferSelect;
