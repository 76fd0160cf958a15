import { z } from "zod";

/** `?page=` of a paged admin list: 1 when absent, a clear 400 when it is not a sensible page number. */
export const pageParamSchema = z.coerce
  .number({ message: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be 1 or more")
  .max(100_000, "Page is too large")
  .optional()
  .default(1);

/** What every paged list answers besides its rows. */
export type PageInfo = { page: number; pageSize: number; total: number };
