import { expect, test, type Page } from "@playwright/test";
import { openConfirmationLink } from "./confirm-email";
import { uniqueUsername } from "./support";

/** The page fits the window: nothing scrolls sideways (a wider page makes a phone zoom out). */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor starts the kids trial from the hero, registers, lands on the parent home and practises with their child`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/kids");
    await page.getByRole("link", { name: "Start Free 7-Day Trial" }).click();
    await expect(page).toHaveURL(/\/register\?redirect=\/kids\/start-trial$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login?redirect=/kids/start-trial",
    );

    const username = uniqueUsername("parent");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("sunflower-e2e-42");
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("First name").fill("Nomsa");
    await page.getByLabel(/terms/i).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    // Registered: the trial waits for the address to be confirmed (a throwaway account gets no free week).
    await expect(page).toHaveURL(/\/kids\/start-trial$/);
    await expect(page.getByRole("heading", { name: "Confirm your email address first" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Confirm your email address to start the free trial." })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await openConfirmationLink(page, `${username}@example.com`);
    await page.goto("/kids/start-trial");

    // The trial starts, and the parent home is where they land.
    await expect(page).toHaveURL(/\/family$/);
    await expect(page.getByText("Free Trial Started").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your family" })).toBeVisible();
    await expect(page.getByText(/^Free trial, ends \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/kids#plans");
    await expect(page.getByText("Recommended for Your Level")).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "Add your child" }).click();
    const dialog = page.getByRole("dialog", { name: "Add your child" });
    await expect(dialog.getByText("Your free trial has room for 1 child. Only a first name or nickname is kept.")).toBeVisible();
    await dialog.getByLabel("First name or nickname").fill("Zanele");
    await dialog.getByLabel("Age").selectOption("6");
    await dialog.getByRole("button", { name: "owl" }).click();
    await dialog.getByRole("button", { name: "Add child" }).click();
    await expect(dialog).toBeHidden();

    const zanele = page.getByRole("article", { name: "Zanele" });
    await expect(zanele.getByText("Age 6")).toBeVisible();
    await expect(zanele.getByText("Sounds mastered")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await zanele.getByRole("link", { name: "Practise with Zanele" }).click();

    await expect(page).toHaveURL(/\/phonics\?child=\d+$/);
    const childId = new URL(page.url()).searchParams.get("child");
    await expect(page.getByLabel("Who is practising?")).toHaveValue(childId!);
    await expect(page.getByText(/^Free trial, ends /)).toBeVisible();

    // Signing in again, or opening the dashboard, comes back to the parent home.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/family$/);
  });
}

test("a signed-in parent whose trial is running is told so instead of starting another", async ({ page }) => {
  await page.goto("/register?redirect=/kids/start-trial");
  const username = uniqueUsername("parent");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("sunflower-e2e-42");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your email address first" })).toBeVisible();
  await openConfirmationLink(page, `${username}@example.com`);
  await page.goto("/kids/start-trial");
  await expect(page).toHaveURL(/\/family$/);

  await page.goto("/kids");
  await page.getByRole("button", { name: "Start Free 7-Day Trial" }).click();
  await expect(page.getByText("Your Free Trial Is Running").first()).toBeVisible();
  await expect(page).toHaveURL(/\/family$/);

  // "Choose a plan" opens the kids page at its plans.
  await page.getByRole("link", { name: "Choose a plan" }).click();
  await expect(page).toHaveURL(/\/kids#plans$/);
  await expect(page.getByRole("heading", { name: "Plans for every family" })).toBeInViewport();
});
