import { customType, timestamp } from "drizzle-orm/pg-core";

// Every stored moment is a timestamp with time zone: the college has students in every time zone.
export const timestamptz = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: "date" }) : timestamp({ withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Raw bytes (an uploaded image's resized copies live in the database, so a backup holds them too). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
