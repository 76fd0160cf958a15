import { z } from "zod";
import { AppError } from "./errors";

/**
 * Parses untrusted input with a zod schema. On failure throws a 400 AppError whose message is the first
 * failing rule's message (the spec's wording) with every field's messages beside it.
 */
export const validate = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  throw new AppError("validation", first?.message ?? "Invalid request", { errors });
};

// A serial id in a URL: a positive 32-bit integer. Anything else names no row.
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The id in a path segment, or undefined when it cannot name a row (callers answer 404). */
export const parseIdParam = (value: unknown): number | undefined => {
  const result = idParam.safeParse(value);
  return result.success ? result.data : undefined;
};

/** The id in a path segment, or a 404 with `notFoundMessage`: a malformed id names no row, like an unknown one. */
export const requireIdParam = (value: unknown, notFoundMessage: string): number => {
  const id = parseIdParam(String(value));
  if (id === undefined) throw new AppError("not_found", notFoundMessage);
  return id;
};
