import { expect, test } from "@playwright/test";
import { E2E_SCHOOL, registerStudent } from "./support";

// The app is started with the school's own details (playwright.config.ts): every page that names the
// school prints them, never a built-in address, and support hours come with their time zone.

test("the contact page gives the configured address, e-mail, phone and hours with their time zone", async ({ page }) => {
  await page.goto("/contact");
  const details = page.getByRole("definition").filter({ hasText: E2E_SCHOOL.postalAddress });
  await expect(details).toBeVisible();
  await expect(page.getByRole("link", { name: E2E_SCHOOL.contactEmail })).toHaveAttribute("href", `mailto:${E2E_SCHOOL.contactEmail}`);
  await expect(page.getByRole("link", { name: E2E_SCHOOL.phone })).toHaveAttribute("href", "tel:+27218084242");
  await expect(page.getByText("Mon–Thu 07:30–15:30")).toBeVisible();
  await expect(page.getByText("Fri 07:30–12:00")).toBeVisible();
  await expect(page.getByText("Times in South Africa Standard Time (Johannesburg)")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Boston");
  await expect(main).not.toContainText("EST");
  // The newsletter box says what /newsletter says.
  await expect(main).toContainText("Our newsletter is not running yet.");
});

test("a paid student's receipt carries the configured address, e-mail, phone and registration number", async ({ page }) => {
  await registerStudent(page, { firstName: "Sipho" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("region", { name: "Receipts" }).getByRole("link", { name: "View receipt for Standard" }).click();
  const receipt = page.getByRole("article", { name: /^Receipt R-/ });
  await expect(receipt.getByText(E2E_SCHOOL.postalAddress, { exact: true })).toBeVisible();
  await expect(receipt.getByText(`${E2E_SCHOOL.contactEmail} · ${E2E_SCHOOL.phone}`, { exact: true })).toBeVisible();
  await expect(receipt.getByText(E2E_SCHOOL.registrationNumber)).toBeVisible();
  await expect(receipt).not.toContainText("Boston");
});
