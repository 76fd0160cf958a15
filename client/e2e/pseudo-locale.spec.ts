import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, submitAdvertisementThroughApi, textsOutsideCatalogues } from "./languages";
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
  "/advertising",
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

test("an advertiser's form, preview, messages and campaign page come from the catalogues", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/advertising?lang=pseudo");
  await settle(page);
  const leftovers: string[] = [];
  // The chosen placement's description and the banner preview, then the form's own messages.
  const form = page.locator("#advertise-form form");
  await form.locator("#ad-placement").selectOption("sidebar");
  await form.locator("#ad-image").fill("http://insecure.example/banner.png");
  await form.locator("#ad-title").fill("Hi");
  await form.locator("button[type=submit]").click();
  await expect(form.locator("#ad-title-error")).toBeVisible();
  leftovers.push(...(await textsOutsideCatalogues(page)).map((text) => `/advertising (form): ${text}`));

  for (const query of ["", "?payment=success", "?payment=cancelled"]) {
    await page.goto(`/advertising/campaigns/${await campaignToken(page)}${query}`);
    await settle(page);
    leftovers.push(...(await textsOutsideCatalogues(page)).map((text) => `campaign page${query}: ${text}`));
  }
  await page.goto("/advertising/campaigns/no-such-campaign-token-0000");
  await settle(page);
  leftovers.push(...(await textsOutsideCatalogues(page)).map((text) => `unknown campaign: ${text}`));
  expect(leftovers).toEqual([]);
});

let token: Promise<string> | undefined;
const campaignToken = (page: Page) => (token ??= submitAdvertisementThroughApi(page));
