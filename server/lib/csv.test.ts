import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

const columns = [
  { key: "email" as const, header: "Email" },
  { key: "note" as const, header: "Note" },
];

describe("toCsv", () => {
  it("writes a header row and the rows, quoting what needs it", () => {
    const csv = toCsv([{ email: "a@example.com", note: 'says "hi", twice' }], columns);
    expect(csv).toBe('Email,Note\r\na@example.com,"says ""hi"", twice"\r\n');
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("prefixes a cell starting with %j with a quote", (start) => {
    const csv = toCsv([{ email: `${start}HYPERLINK("http://evil")`, note: "fine" }], columns);
    const firstCell = csv.split("\r\n")[1]!;
    expect(firstCell.startsWith(`'${start}`) || firstCell.startsWith(`"'${start}`)).toBe(true);
  });

  it("leaves ordinary cells and inner formula characters alone", () => {
    const csv = toCsv([{ email: "x=1@example.com", note: "a-b" }], columns);
    expect(csv).toBe("Email,Note\r\nx=1@example.com,a-b\r\n");
  });

  it("writes dates as ISO text and nulls as empty cells", () => {
    const csv = toCsv([{ email: new Date("2026-11-21T10:00:00Z"), note: null }], columns);
    expect(csv).toBe("Email,Note\r\n2026-11-21T10:00:00.000Z,\r\n");
  });
});
