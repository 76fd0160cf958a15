import { describe, expect, it } from "vitest";
import { translate } from "@/i18n/use-t";
import { testTitleOf } from "./test-title";

describe("testTitleOf", () => {
  it("names the final in the interface language and a module test by its English title, marked English", () => {
    expect(testTitleOf({ kind: "final", title: "Final assessment" }, translate)).toEqual({ text: "Final assessment", lang: undefined });
    expect(testTitleOf({ kind: "module", title: "Module 2 test: Your Family" }, translate)).toEqual({
      text: "Module 2 test: Your Family",
      lang: "en",
    });
  });

  it("uses the translated name of the final whatever the stored title says", () => {
    const japanese = ((id: string) => (id === "learning.certificateGrade.final" ? "最終評価" : id)) as typeof translate;
    expect(testTitleOf({ kind: "final", title: "Final assessment" }, japanese).text).toBe("最終評価");
  });
});
