import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, header, registerStudent, signIn } from "./support";

// The staff side as its own place: every section a deep link in the admin layout, walked through the side
// navigation and checked by axe at both widths; the drawer at 375 px; the old addresses; a student's view.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const signInAdmin = async (page: Page) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
};

/** The screen has its h1 and nothing left loading in the main area. */
async function waitForContent(page: Page, title: string) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
}

async function expectNoAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, `${where}: axe violations`).toEqual([]);
}

/** axe at 1280 and at 375 px, and no sideways scrolling on the phone; back at 1280 afterwards. */
async function checkAtBothWidths(page: Page, where: string) {
  await expectNoAxeViolations(page, `${where} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${where} at 375 px`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide at 375 px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

test("an admin walks every section through the side navigation; each is a deep link that passes axe at 1280 and 375 px", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAdmin(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await waitForContent(page, "Overview");
  // The public header and footer are not part of the staff side.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(header(page)).toContainText(`Signed in as ${E2E_ADMIN.username}`);

  const sideNav = page.getByRole("navigation", { name: "Admin sections" });
  const sections = await sideNav
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim() ?? "", path: link.getAttribute("href") ?? "" })));
  expect(sections.map((section) => section.name)).toEqual(
    expect.arrayContaining(["Overview", "Users", "Messages", "Content", "Live classes", "Certificates", "Advertising"]),
  );
  expect(sections.map((section) => section.name)).toEqual(
    expect.arrayContaining(["Outreach", "Email generator", "Mail", "Jobs", "Backups"]),
  );

  for (const section of sections) {
    await sideNav.getByRole("link", { name: section.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${section.path}$`));
    await waitForContent(page, section.name);
    await expect(sideNav.getByRole("link", { name: section.name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(section.name);
    await checkAtBothWidths(page, section.path);
  }

  // A deep link survives a reload, and a user's page is one too.
  await page.goto("/admin/users");
  await waitForContent(page, "Users");
  await page.getByLabel("Search users").fill(E2E_ADMIN.username);
  await page.getByRole("link", { name: `Open ${E2E_ADMIN.username}` }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await waitForContent(page, E2E_ADMIN.username);
  await page.reload();
  await waitForContent(page, E2E_ADMIN.username);
  await expect(page.getByRole("region", { name: "Profile" })).toBeVisible();
  await checkAtBothWidths(page, "a user's page");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  // "Back to the site" leaves the staff side.
  await header(page).getByRole("link", { name: "Back to the site" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin" })).toBeVisible();
});

test("old addresses open the sections they named", async ({ page }) => {
  await signInAdmin(page);
  for (const [old, path, title] of [
    ["/admin?tab=mail", "/admin/mail", "Mail"],
    ["/admin?tab=live-classes", "/admin/live-classes", "Live classes"],
    ["/outreach", "/admin/outreach", "Outreach"],
    ["/email-generator", "/admin/email-generator", "Email generator"],
    ["/backup", "/admin/backups", "Backups"],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
    await waitForContent(page, title);
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: PHONE });

  test("the admin menu is a drawer: a labelled button opens it, a link or Escape closes it, focus comes back", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin/overview");
    await waitForContent(page, "Overview");
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeHidden();

    const menuButton = page.getByRole("button", { name: "Open admin menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, "the open admin drawer");
    await drawer.getByRole("link", { name: "Mail", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(drawer).toBeHidden();
    await waitForContent(page, "Mail");

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test("a student sees no Admin link in the header or the footer, and 'Access Denied' on an admin address", async ({ page }) => {
  await registerStudent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(header(page).getByRole("link", { name: "My Dashboard" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(header(page).getByRole("button", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin" })).toHaveCount(0);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toHaveCount(0);
});
