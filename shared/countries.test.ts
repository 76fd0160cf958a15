import countries from "i18n-iso-countries";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryCodeOf } from "./countries";

describe("the country list", () => {
  it("is the maintained ISO 3166-1 list, South Africa among them", () => {
    expect([...COUNTRY_CODES]).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
    expect(COUNTRY_CODES).toContain("ZA");
  });

  it("has a name for every code in each interface language", () => {
    for (const language of ["en-US", "es-ES", "fr-FR", "de-DE", "ja-JP", "zh-CN"]) {
      const names = new Intl.DisplayNames([language], { type: "region" });
      expect(
        COUNTRY_CODES.filter((code) => names.of(code) === code),
        language,
      ).toEqual([]);
    }
  });

  it("reads a stored code, or an English name older accounts hold, as its code", () => {
    expect(countryCodeOf("ZA")).toBe("ZA");
    expect(countryCodeOf("United States")).toBe("US");
    expect(countryCodeOf("United Kingdom")).toBe("GB");
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });
});
