import { compileMessage } from "@lingui/message-utils/compileMessage";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NAMESPACES, type NamespacedCatalogue } from "@shared/i18n/catalogue";
import { detectLocale } from "./detect-locale";
import { i18n, installCatalogue } from "./i18n";
import { pseudoCatalogue, pseudoText } from "./pseudo-catalogue";
import { Trans } from "./trans";
import { translateMessage } from "./translate-message";
import { useT } from "./use-t";

/** A catalogue as the browser build has it: every namespace, messages compiled. */
const catalogue = (messages: Partial<Record<(typeof NAMESPACES)[number], Record<string, string>>>): NamespacedCatalogue =>
  Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      Object.fromEntries(Object.entries(messages[namespace] ?? {}).map(([key, text]) => [key, compileMessage(text)])),
    ]),
  ) as NamespacedCatalogue;

function Greeting({ count }: { count: number }) {
  const { t } = useT();
  return <p>{t("common.test.lessons", { count })}</p>;
}

describe("interface language", () => {
  it("re-renders a screen in the language activated, plurals included", () => {
    installCatalogue("es", catalogue({ common: { "test.lessons": "{count, plural, one {# lección} other {# lecciones}}" } }));
    render(<Greeting count={3} />);
    act(() => i18n.activate("es"));
    expect(screen.getByText("3 lecciones")).toBeInTheDocument();
  });

  it("keeps a link inside the sentence wherever the translation puts it", () => {
    installCatalogue("ja", catalogue({ common: { "test.terms": "<0>利用規約</0>に同意します" } }));
    act(() => i18n.activate("ja"));
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the message gives the link its text
    render(<Trans id="common.test.terms" components={[<a href="/terms" />]} />);
    expect(screen.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/terms");
    expect(screen.getByText("に同意します", { exact: false })).toBeInTheDocument();
  });

  it("translates the spec's English messages by their text, and leaves unknown texts as they came", () => {
    installCatalogue("de", catalogue({ errors: { "Username is required": "Bitte geben Sie einen Benutzernamen ein" } }));
    act(() => i18n.activate("de"));
    expect(translateMessage("Username is required")).toBe("Bitte geben Sie einen Benutzernamen ein");
    expect(translateMessage("Something nobody wrote down")).toBe("Something nobody wrote down");
  });

  it("accents the pseudo-locale's letters but never its placeholders or tags", () => {
    expect(pseudoText("Read the <0>terms</0>")).toBe("Ŕéáď ţĥé <0>ţéŕɱŝ</0>");
    const pseudo = pseudoCatalogue(catalogue({ common: { "test.hello": "Hello {name}, {count, plural, one {# day} other {# days}}" } }));
    installCatalogue("pseudo", pseudo);
    act(() => i18n.activate("pseudo"));
    expect(i18n._("common.test.hello", { name: "Thandi", count: 2 })).toBe("[Ĥéľľó Thandi, 2 ďáýŝ]");
  });

  it("starts in the address's language, then the remembered choice, then the browser's", () => {
    localStorage.setItem("interface-language", "fr");
    expect(detectLocale({ search: "?lang=ja" })).toBe("ja");
    expect(detectLocale({ search: "" })).toBe("fr");
    localStorage.clear();
    expect(detectLocale({ search: "?lang=xx" })).toBe("en"); // jsdom's navigator says en-US
  });
});
