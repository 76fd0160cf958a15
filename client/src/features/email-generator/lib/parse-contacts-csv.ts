import Papa from "papaparse";

export type CsvContact = { businessName: string; contactName: string; email: string; businessType: string };

/** A cell that a spreadsheet would run as a formula (=, +, -, @) loses that power: a leading apostrophe. */
const defuse = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);

/**
 * The contact CSV: the first line is a header and skipped; columns business name, contact name, email,
 * business type; quotes, commas inside quotes, a byte-order mark and empty lines are handled by the
 * parser; rows without an email or a business name are dropped. Throws when the file is not CSV.
 */
export function parseContactsCsv(text: string): CsvContact[] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  if (result.errors.some((error) => error.type === "Quotes" || error.type === "Delimiter")) throw new Error("Failed to parse CSV file");
  return result.data
    .slice(1)
    .map((row) => row.map((cell) => (cell ?? "").trim()))
    .filter((row) => row[0] && row[2])
    .map(([businessName = "", contactName = "", email = "", businessType = ""]) => ({
      businessName: defuse(businessName),
      contactName: defuse(contactName),
      email,
      businessType,
    }));
}
