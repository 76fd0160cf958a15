import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN, registerStudent, signIn } from "./support";

const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
};

const signInAdmin = async (page: Page) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
};

/** A new student in their own browser context, signed in on the dashboard. */
const newStudent = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerStudent(page, { firstName: "Ayanda" });
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
};

/** From the subscribe page to the sandbox checkout: what the page offers and what Yoco was asked to charge. */
const payOnSandbox = async (page: Page, expectedAmount: string) => {
  await page.getByRole("button", { name: `Pay ${expectedAmount}` }).click();
  await expect(page).toHaveURL(/\/__yoco-sandbox\/checkout\/ch_/);
  await expect(page.locator(".amount")).toHaveText(expectedAmount);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible();
};

test("an admin changes a plan's price: a new student is charged the new price, an existing subscriber keeps theirs, and the audit log lists the change", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const planName = `Evening ${Date.now().toString(36)}`;

  // The admin creates the plan at R150.00.
  await signInAdmin(page);
  await page.goto("/admin/plans");
  await page.getByRole("button", { name: "New plan" }).click();
  const create = page.getByRole("dialog", { name: "New plan" });
  await create.getByLabel("Name").fill(planName);
  await create.getByLabel("Description").fill("Every course in the evening, with live classes.");
  await create.getByLabel("Price in rand").fill("150.00");
  await create.getByLabel("Feature 1", { exact: true }).fill("Every course");
  await create.getByRole("button", { name: "Add a feature" }).click();
  await create.getByLabel("Feature 2", { exact: true }).fill("Live group classes");
  await create.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByText("Plan Created").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Adults, monthly" }).getByRole("heading", { name: new RegExp(planName) })).toBeVisible();

  // A first student subscribes at R150.00.
  const existing = await newStudent(browser);
  await existing.goto("/pricing");
  await existing.getByRole("link", { name: `Select This Plan (${planName} plan)` }).click();
  await expect(existing).toHaveURL(/\/subscribe\/\d+$/);
  const subscribePath = new URL(existing.url()).pathname;
  await payOnSandbox(existing, "R150.00");
  await expect(existing).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // The admin raises the price to R180.00.
  await page.getByRole("button", { name: `Edit ${planName}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${planName}` });
  await expect(edit.getByLabel("Price in rand")).toHaveValue("150.00");
  await edit.getByLabel("Price in rand").fill("180.00");
  await edit.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("The new price applies to new checkouts only.").first()).toBeVisible();

  // A new student sees and pays the new price.
  const newcomer = await newStudent(browser);
  await newcomer.goto("/pricing");
  await expect(newcomer.getByRole("article", { name: planName }).getByText("R180")).toBeVisible();
  await newcomer.getByRole("link", { name: `Select This Plan (${planName} plan)` }).click();
  await expect(newcomer.getByRole("region", { name: "Order Summary" }).getByText("R180.00").first()).toBeVisible();
  await payOnSandbox(newcomer, "R180.00");

  // The first student keeps R150.00: on the dashboard, and when they pay again after cancelling.
  await existing.getByRole("tab", { name: "Profile" }).click();
  await expect(existing.getByText("Your price").locator("xpath=following-sibling::dd[1]")).toHaveText("R150.00 per month");
  await existing.getByRole("button", { name: "Cancel Subscription" }).click();
  await existing.getByRole("button", { name: "Yes, Cancel" }).click();
  await existing.goto(subscribePath);
  const summary = existing.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Your own price: you keep the price you subscribed at while you stay on this plan.")).toBeVisible();
  await payOnSandbox(existing, "R150.00");

  // The audit log lists the creation and the price change, with the change before and after.
  await page.goto("/admin/audit-log");
  await page.getByLabel("Search").fill(planName);
  const change = page.getByRole("listitem").filter({ hasText: `Price of "${planName}" from R150.00 to R180.00` });
  await expect(change).toBeVisible();
  await expect(change.getByText("plan.update")).toBeVisible();
  await expect(change.getByText(E2E_ADMIN.username)).toBeVisible();
  await change.getByText("Show before and after").click();
  await expect(change.getByRole("row", { name: /Price/ })).toHaveText("PriceR150.00R180.00");
  await expect(page.getByRole("listitem").filter({ hasText: `Created the adult monthly plan "${planName}" at R150.00` })).toBeVisible();

  // Retired, it leaves the pricing page (and the other specs' pricing pages as they were).
  await page.goto("/admin/plans");
  await page.getByRole("button", { name: `Retire ${planName}` }).click();
  await page.getByRole("button", { name: "Retire plan" }).click();
  await expect(page.getByRole("button", { name: `Offer again: ${planName}` })).toBeVisible();
  await newcomer.goto("/pricing");
  await expect(newcomer.getByRole("article", { name: "Standard" })).toBeVisible();
  await expect(newcomer.getByRole("article", { name: planName })).toHaveCount(0);
});

test("the Plans and Audit log screens pass axe and fit the screen at 1280 and 375 px, the plan form included", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAdmin(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of [
      ["/admin/plans", "Plans"],
      ["/admin/audit-log", "Audit log"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByText(path === "/admin/plans" ? "Adults, monthly" : /actions?, newest first|No admin actions/).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.goto("/admin/plans");
    await page.getByRole("button", { name: "Edit Standard" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Standard" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
