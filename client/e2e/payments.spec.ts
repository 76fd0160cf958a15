import { expect, test, type Page } from "@playwright/test";
import { registerStudent } from "./support";

const openStandardCheckout = async (page: Page) => {
  await registerStudent(page, { firstName: "Zanele" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  await expect(page).toHaveURL(/\/subscribe\/\d+$/);
  await expect(page.getByText("Nothing is charged automatically: you pay each month from a reminder link")).toBeVisible();
  const payButton = page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ });
  await expect(payButton).toBeVisible();
  await payButton.click();
  await expect(page).toHaveURL(/\/__yoco-sandbox\/checkout\/ch_/);
  await expect(page.getByText("Test payment: no card is charged")).toBeVisible();
};

test("a student subscribes from /pricing, pays on the sandbox page and sees the active plan on the dashboard", async ({ page }) => {
  await openStandardCheckout(page);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
  // The success view moves on to the dashboard by itself after 3 seconds.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.getByRole("tab", { name: "Profile" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("Standard").first()).toBeVisible();
  await expect(panel.getByText("Active").first()).toBeVisible();
  await expect(panel.getByText(/^Next payment due \d{1,2} \w{3}, we email you a payment link$/).first()).toBeVisible();
});

test("a declined payment shows the failure toast and offers to pay again", async ({ page }) => {
  await openStandardCheckout(page);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(/result=failed/);
  await expect(page.getByText("Payment Failed").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ })).toBeVisible();
});
