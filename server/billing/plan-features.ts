/**
 * A plan's features are stored as a JSON-encoded list of strings (the spec's column). The API decodes
 * them once, here; a malformed value shows the plan without its list instead of failing the page.
 */
export function decodePlanFeatures(encoded: string): string[] {
  if (encoded.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(encoded);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((feature): feature is string => typeof feature === "string" && feature.trim() !== "");
  } catch {
    return [];
  }
}
