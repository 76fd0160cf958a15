import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerStudent } from "./support";

const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
};

test("a student pays through the sandbox, opens the receipt from the profile and sees the school and the amount", async ({ page }) => {
  await registerStudent(page, { firstName: "Nomsa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  const payButton = page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ });
  const amount = ((await payButton.textContent()) ?? "").replace(/^Pay /, "").trim();
  await payButton.click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.getByRole("tab", { name: "Profile" }).click();
  const receipts = page.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByText(amount)).toBeVisible();
  await expect(receipts.getByText("Paid", { exact: true })).toBeVisible();
  await receipts.getByRole("link", { name: "View receipt for Standard" }).click();

  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Receipt R-\d{4}-\d{6}$/ })).toBeVisible();
  // The school's name as configured (the server's default when SCHOOL_NAME is not set).
  const receipt = page.getByRole("article", { name: /^Receipt R-/ });
  await expect(receipt.getByText("Cape English College", { exact: true })).toBeVisible();
  await expect(receipt.getByText(amount, { exact: true })).toBeVisible();
  await expect(receipt.getByText("Paid by card through Yoco")).toBeVisible();
  await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
  // On paper: the receipt only, without the site's header, footer or the Print button.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(receipt.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(receipt.getByText("Cape English College", { exact: true })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expectNoAxeViolations(page);
  // A phone shows the whole receipt without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  // Someone else's or an unknown payment: a clear page, not an error.
  await page.goto("/receipts/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Receipt not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});
