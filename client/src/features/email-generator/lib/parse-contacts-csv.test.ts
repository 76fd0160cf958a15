import { describe, expect, it } from "vitest";
import { describeSkippedRows, parseContactsCsv } from "./parse-contacts-csv";

describe("the contacts CSV", () => {
  it("skips the header and empty lines, keeps quoted commas, and counts the rows without email or business name", () => {
    const csv = [
      "\uFEFFBusiness name,Contact name,Email,Business type",
      '"Visa Helpers, Ltd",Ama,ama@visa.example,study_abroad',
      "",
      "Abroad Now,,hi@abroad.example,study_abroad",
      ",No Business,nobiz@example.com,edtech",
      "No Email,Ben,,edtech",
      '"Quote ""Co""",Zee,zee@quote.example,technology',
      ",Nobody,,edtech",
      "   ",
    ].join("\r\n");
    expect(parseContactsCsv(csv)).toEqual({
      contacts: [
        { businessName: "Visa Helpers, Ltd", contactName: "Ama", email: "ama@visa.example", businessType: "study_abroad" },
        { businessName: "Abroad Now", contactName: "", email: "hi@abroad.example", businessType: "study_abroad" },
        { businessName: 'Quote "Co"', contactName: "Zee", email: "zee@quote.example", businessType: "technology" },
      ],
      skipped: { withoutEmail: 1, withoutBusinessName: 1, withoutEither: 1 },
    });
  });

  it("words the skipped rows with their reasons, and says nothing when none were skipped", () => {
    expect(describeSkippedRows({ withoutEmail: 1, withoutBusinessName: 1, withoutEither: 0 })).toBe(
      "2 rows skipped: 1 without an email, 1 without a business name.",
    );
    expect(describeSkippedRows({ withoutEmail: 0, withoutBusinessName: 0, withoutEither: 1 })).toBe(
      "1 row skipped: 1 without an email or a business name.",
    );
    expect(describeSkippedRows({ withoutEmail: 0, withoutBusinessName: 0, withoutEither: 0 })).toBe("");
  });

  it("defuses formula cells and refuses a broken file", () => {
    expect(parseContactsCsv("h,h,h,h\n=HYPERLINK(1),@cmd,a@b.example,edtech").contacts[0]).toMatchObject({
      businessName: "'=HYPERLINK(1)",
      contactName: "'@cmd",
    });
    expect(() => parseContactsCsv('h,h,h,h\n"unclosed,quote,a@b.example,edtech')).toThrow("Failed to parse CSV file");
  });
});
