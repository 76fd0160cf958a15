import { timestamp } from "drizzle-orm/pg-core";

// Every stored moment is a timestamp with time zone: the college has students in every time zone.
export const timestamptz = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: "date" }) : timestamp({ withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
