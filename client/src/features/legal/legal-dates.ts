/** The day the Terms of Service and the Privacy Policy were last changed: update it with their text. */
export const TERMS_LAST_UPDATED = "2026-11-25";
export const PRIVACY_LAST_UPDATED = "2026-11-25";

export function formatLegalDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
