import { expect, test } from "@playwright/test";
import { deliveredMails, findMailedLink } from "./mail-files";
import { registerStudent } from "./support";

const confirmLink = (address: string) => findMailedLink(address, /Confirm your email address/, "/confirm-email");

test("a new student confirms the address from the mailed link, then moves the account to a new address the same way", async ({ page }) => {
  const { username, password } = await registerStudent(page);
  const address = `${username}@example.com`;
  await expect(page).toHaveURL(/\/dashboard$/);
  const nudge = page.getByRole("region", { name: "Please confirm your email address" });
  await expect(nudge).toBeVisible();
  await expect(nudge).toContainText(address);

  let link: string | undefined;
  await expect.poll(() => (link = confirmLink(address)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your email address is confirmed." })).toBeVisible();
  // The token is read and leaves the address bar.
  await expect(page).toHaveURL(/\/confirm-email$/);
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Please confirm your email address" })).toHaveCount(0);

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole("alert").filter({ hasText: "This confirmation link has expired or was already used." })).toBeVisible();

  // A new address: the account keeps the old one until the new one's link is opened.
  const newAddress = `${username}.new@example.com`;
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Email").fill(newAddress);
  await dialog.getByLabel("Current password").fill(password);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Confirm Your New Email").first()).toBeVisible();
  const pending = page.getByRole("region", { name: "Confirm your new email address" });
  await expect(pending).toContainText(newAddress);
  await expect(pending).toContainText(address);
  await expect.poll(() => deliveredMails(address, /A change of email address/).length, { timeout: 15_000 }).toBe(1);

  let changeLink: string | undefined;
  await expect.poll(() => (changeLink = confirmLink(newAddress)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(changeLink!);
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your email address is confirmed." })).toContainText(newAddress);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("tabpanel").getByText(newAddress)).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirm your new email address" })).toHaveCount(0);
});

test("the confirmation page and the nudge fit a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerStudent(page);
  await expect(page.getByRole("region", { name: "Please confirm your email address" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto("/confirm-email#token=not-a-real-token");
  await expect(page.getByRole("alert").filter({ hasText: "This confirmation link has expired or was already used." })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
