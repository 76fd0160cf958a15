import { stringify } from "csv-stringify/sync";

export type CsvColumn<Row> = { key: keyof Row & string; header: string };

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, with a leading ' when a spreadsheet would read it as a formula. */
export const neutraliseFormula = (value: unknown) => {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** Every CSV the site exports: a header row, then the rows, every cell guarded against formulas. */
export const toCsv = <Row extends Record<string, unknown>>(rows: Row[], columns: CsvColumn<Row>[]) =>
  stringify(
    rows.map((row) => columns.map((column) => neutraliseFormula(row[column.key]))),
    { header: true, columns: columns.map((column) => column.header), record_delimiter: "\r\n" },
  );
