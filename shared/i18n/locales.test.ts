import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales";

describe("negotiateLocale", () => {
  it("takes the first of our languages by quality, then by order", () => {
    expect(negotiateLocale("pt-BR,pt;q=0.9,ja;q=0.8,en;q=0.7")).toBe("ja");
    expect(negotiateLocale("en;q=0.5, de-CH;q=0.9")).toBe("de");
    expect(negotiateLocale("es-419,es;q=0.9")).toBe("es");
    expect(negotiateLocale("zh-Hans-CN")).toBe("zh");
  });

  it("answers English when nothing matches, the header is missing or a language is refused with q=0", () => {
    expect(negotiateLocale("pt-BR,ru")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
    expect(negotiateLocale("ja;q=0, *")).toBe("en");
  });

  it("reads the browser's navigator.languages list in its order", () => {
    expect(negotiateLocale(["fr-CA", "en-US"])).toBe("fr");
    expect(negotiateLocale(["ko", "zh-TW"])).toBe("zh");
  });
});
