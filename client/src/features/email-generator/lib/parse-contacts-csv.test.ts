import { describe, expect, it } from "vitest";
import { parseContactsCsv } from "./parse-contacts-csv";

describe("the contacts CSV", () => {
  it("skips the header and empty lines, keeps quoted commas, drops rows without email or business name", () => {
    const csv = [
      "\uFEFFBusiness name,Contact name,Email,Business type",
      '"Visa Helpers, Ltd",Ama,ama@visa.example,study_abroad',
      "",
      "Abroad Now,,hi@abroad.example,study_abroad",
      ",No Business,nobiz@example.com,edtech",
      "No Email,Ben,,edtech",
      '"Quote ""Co""",Zee,zee@quote.example,technology',
      "   ",
    ].join("\r\n");
    expect(parseContactsCsv(csv)).toEqual([
      { businessName: "Visa Helpers, Ltd", contactName: "Ama", email: "ama@visa.example", businessType: "study_abroad" },
      { businessName: "Abroad Now", contactName: "", email: "hi@abroad.example", businessType: "study_abroad" },
      { businessName: 'Quote "Co"', contactName: "Zee", email: "zee@quote.example", businessType: "technology" },
    ]);
  });

  it("defuses formula cells and refuses a broken file", () => {
    expect(parseContactsCsv("h,h,h,h\n=HYPERLINK(1),@cmd,a@b.example,edtech")[0]).toMatchObject({
      businessName: "'=HYPERLINK(1)",
      contactName: "'@cmd",
    });
    expect(() => parseContactsCsv('h,h,h,h\n"unclosed,quote,a@b.example,edtech')).toThrow("Failed to parse CSV file");
  });
});
