import { boolean, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Integer rand cents (DESIGN.md conflict 2). */
    price: integer().notNull(),
    description: text().notNull(),
    /** A JSON-encoded list of strings, as the spec's clients read it. */
    features: text().notNull().default("[]"),
    paymentPriceId: text(),
    audience: text().notNull().default("adult"),
    billingInterval: text().notNull().default("month"),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [unique("subscription_plans_name_audience_interval_unique").on(table.name, table.audience, table.billingInterval)],
);

export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;
