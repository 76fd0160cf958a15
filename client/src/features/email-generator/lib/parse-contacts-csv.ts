import Papa from "papaparse";

export type CsvContact = { businessName: string; contactName: string; email: string; businessType: string };
/** The rows the import left out, by reason (a row without both counts once, under neither alone). */
export type SkippedCsvRows = { withoutEmail: number; withoutBusinessName: number; withoutEither: number };
export type ParsedContactsCsv = { contacts: CsvContact[]; skipped: SkippedCsvRows };

/** A cell that a spreadsheet would run as a formula (=, +, -, @) loses that power: a leading apostrophe. */
const defuse = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);

/**
 * The contact CSV: the first line is a header and skipped; columns business name, contact name, email,
 * business type; quotes, commas inside quotes, a byte-order mark and empty lines are handled by the
 * parser; rows without an email or a business name are left out and counted by reason. Throws when the
 * file is not CSV.
 */
export function parseContactsCsv(text: string): ParsedContactsCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  if (result.errors.some((error) => error.type === "Quotes" || error.type === "Delimiter")) throw new Error("Failed to parse CSV file");
  const skipped: SkippedCsvRows = { withoutEmail: 0, withoutBusinessName: 0, withoutEither: 0 };
  const contacts: CsvContact[] = [];
  for (const row of result.data.slice(1)) {
    const [businessName = "", contactName = "", email = "", businessType = ""] = row.map((cell) => (cell ?? "").trim());
    if (!businessName && !email) skipped.withoutEither++;
    else if (!email) skipped.withoutEmail++;
    else if (!businessName) skipped.withoutBusinessName++;
    else contacts.push({ businessName: defuse(businessName), contactName: defuse(contactName), email, businessType });
  }
  return { contacts, skipped };
}

const rows = (count: number) => (count === 1 ? "1 row" : `${count} rows`);

/** "2 rows skipped: 1 without an email, 1 without a business name." or "" when every row was kept. */
export function describeSkippedRows({ withoutEmail, withoutBusinessName, withoutEither }: SkippedCsvRows) {
  const total = withoutEmail + withoutBusinessName + withoutEither;
  if (total === 0) return "";
  const reasons = [
    withoutEmail > 0 ? `${withoutEmail} without an email` : null,
    withoutBusinessName > 0 ? `${withoutBusinessName} without a business name` : null,
    withoutEither > 0 ? `${withoutEither} without an email or a business name` : null,
  ].filter((reason) => reason !== null);
  return `${rows(total)} skipped: ${reasons.join(", ")}.`;
}
