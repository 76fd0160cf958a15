import { expect, test } from "@playwright/test";
import { findMailedLink } from "./mail-files";
import { header, registerStudent, signIn } from "./support";

/** The reset link in the newest reset mail to `address`, once it has been delivered. */
const findResetLink = (address: string) => findMailedLink(address, /Reset your/, "/reset-password");

test("a student who forgot the password asks for a link, sets a new password from the mail and signs in with it", async ({ page }) => {
  const { username, password } = await registerStudent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email address or username").fill(`${username}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account matches what you entered" })).toBeVisible();

  let link: string | undefined;
  await expect.poll(() => (link = findResetLink(`${username}@example.com`)), { timeout: 15_000 }).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  // The token is read and leaves the address bar.
  await expect(page).toHaveURL(/\/reset-password$/);
  const newPassword = "new-garden-e2e-77";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header(page).getByRole("link", { name: "My Dashboard" })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("third-garden-e2e-99");
  await page.getByLabel("Confirm new password").fill("third-garden-e2e-99");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link has expired or was already used." })).toBeVisible();

  await page.goto("/dashboard");
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/login");
  await signIn(page, username, password);
  await expect(page.getByText("Invalid username or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the forgot and reset screens fit a 375 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ["/forgot-password", "/reset-password#token=not-a-real-token"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
