import { expect, test, type Page } from "@playwright/test";
import { registerStudent } from "./support";

/**
 * Normal states (a visitor, a new student with no test and no plan) are answered without error statuses:
 * every 4xx/5xx and every console error on these pages is collected and must stay empty.
 */
const watchForErrors = (page: Page) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // An advertiser's banner on a host this sandbox cannot resolve (ads approved by other specs point at
    // made-up domains) is the advertiser's, not the app's: only the app's own resources must load.
    const from = message.location().url;
    if (from && /^https?:/.test(from) && new URL(from).origin !== new URL(page.url()).origin) return;
    problems.push(`console: ${message.text()} (${from || "no address"})`);
  });
  page.on("pageerror", (error) => problems.push(`exception: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return problems;
};

test("a visitor's pages answer without an error status or a console error", async ({ page }) => {
  const problems = watchForErrors(page);
  for (const path of ["/", "/courses", "/courses/1", "/pricing", "/kids", "/about", "/achievements"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("a new student's dashboard (no placement test, no plan) answers without an error status", async ({ page }) => {
  const problems = watchForErrors(page);
  await registerStudent(page, { firstName: "Naledi" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "View Plans" })).toBeVisible();
  await page.getByRole("tab", { name: "Progress" }).click();
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
