/**
 * A plan's features arrive as a JSON-encoded list of strings. A malformed value must not take the
 * subscribe page down: the plan shows without its list instead.
 */
export function decodePlanFeatures(encoded: unknown): string[] {
  if (typeof encoded !== "string" || encoded.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(encoded);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((feature): feature is string => typeof feature === "string" && feature.trim() !== "");
  } catch {
    return [];
  }
}
