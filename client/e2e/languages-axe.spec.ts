import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { INTL_TAG, type Locale } from "../../shared/i18n/locales";
import { submitAdvertisementThroughApi } from "./languages";

// axe-core (WCAG 2.2 A/AA) on the main visitor routes in every interface language, at 1280 and 375 px:
// translated labels must still name their controls, and a longer German or a denser Japanese text must
// not hide a control. English is covered route by route by accessibility.spec.ts. At 375 px no page may
// scroll sideways (Japanese and Chinese must wrap, German compounds must fit).

const ROUTES = ["/", "/courses", "/pricing", "/kids", "/register", "/login", "/assessment", "/advertising"];

// An advertiser's private campaign page: one application per worker (the server takes 10 an hour from an address).
let campaignPath: Promise<string> | undefined;
const LOCALES: Exclude<Locale, "en">[] = ["es", "fr", "de", "ja", "zh"];

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

for (const locale of LOCALES) {
  test(`the main routes pass axe and fit 375 px in ${locale}`, async ({ page }) => {
    test.setTimeout(150_000);
    campaignPath ??= submitAdvertisementThroughApi(page).then((token) => `/advertising/campaigns/${token}`);
    const routes = [...ROUTES, await campaignPath];
    const findings: string[] = [];
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of routes) {
        await page.goto(`${path}?lang=${locale}`);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("html")).toHaveAttribute("lang", INTL_TAG[locale]);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        findings.push(...(await axeViolations(page)).map((violation) => `${width}px ${path}: ${violation}`));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) findings.push(`${width}px ${path}: scrolls sideways by ${overflow} px`);
      }
    }
    expect(findings).toEqual([]);
  });
}
