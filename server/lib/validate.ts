import { type z } from "zod";
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
