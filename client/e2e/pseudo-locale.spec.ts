import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, textsOutsideCatalogues } from "./languages";
import { uniqueUsername } from "./support";

// The pseudo-locale shows every catalogue message accented and in brackets ("[Ŝíĝñ íñ]"). Any plain
// English word left on a page shown in it was written in the code instead of a catalogue: it would stay
// English for a Japanese or Spanish learner too. Content (lessons, course titles, names) is marked
// lang="en" or translate="no" and is not counted.

const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle");
  // Skeletons and spinners give way to the screen itself.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const VISITOR_ROUTES = [
  "/",
  "/courses",
  "/pricing",
  "/kids",
  "/phonics",
  "/about",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
  "/assessment",
  "/terms",
  "/no-such-page",
];

test("every visitor page comes from the catalogues", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/?lang=pseudo");
  const leftovers: string[] = [];
  for (const path of VISITOR_ROUTES) {
    await page.goto(path);
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
    leftovers.push(...(await textsOutsideCatalogues(page)).map((text) => `${path}: ${text}`));
  }
  expect(leftovers).toEqual([]);
});

test("a student's pages come from the catalogues", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/?lang=pseudo");
  await registerThroughApi(page, { username: uniqueUsername() });
  const leftovers: string[] = [];
  for (const path of ["/dashboard", "/certificates", "/achievements", "/subscribe", "/courses"]) {
    await page.goto(path);
    await settle(page);
    leftovers.push(...(await textsOutsideCatalogues(page)).map((text) => `${path}: ${text}`));
  }
  expect(leftovers).toEqual([]);
});
