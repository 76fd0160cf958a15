import { expect, test } from "@playwright/test";
import { header } from "./support";

test("an unknown route shows 'Page Not Found', answered with 404 for link checkers; a real route with 200", async ({ page }) => {
  expect((await page.goto("/courses/1"))?.status()).toBe(200);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("the header groups the learners' navigation in menus, without staff tools, and the footer the current year", async ({ page }) => {
  await page.goto("/");
  const nav = header(page).getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("href", "/pricing");
  for (const [group, links] of [
    [
      "Learn",
      [
        ["Courses", "/courses"],
        ["Placement test", "/assessment"],
        ["Certificates", "/certificates"],
        ["Achievements", "/achievements"],
        ["Verify a certificate", "/verify"],
      ],
    ],
    [
      "Kids",
      [
        ["Kids Learning", "/kids"],
        ["Fun Phonics", "/phonics"],
        ["Phonics demo", "/phonics-demo"],
      ],
    ],
    [
      "About",
      [
        ["About Us", "/about"],
        ["Contact", "/contact"],
        ["Feedback", "/feedback"],
        ["Advertise", "/advertising"],
      ],
    ],
  ] as const) {
    const button = nav.getByRole("button", { name: group, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const [name, path] of links) await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  }
  // Staff tools are in an admin's navigation only; the coming-soon page is not offered (decision 0040).
  await expect(nav.getByRole("button", { name: "Staff" })).toHaveCount(0);
  for (const name of ["Email Generator", "Test Downloads", "Newsletter"]) await expect(nav.getByRole("link", { name })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("a desktop menu is used with the keyboard alone: open, follow a link", async ({ page }) => {
  await page.goto("/");
  const nav = header(page).getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Kids", exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Kids Learning" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/phonics$/);
  await expect(nav.getByRole("link", { name: "Fun Phonics" })).toBeHidden();
});

test("the footer opens the Terms of Service and the Privacy Policy, which name the configured school", async ({ page, request }) => {
  const school = (await (await request.get("/api/school")).json()) as { name: string; postalAddress: string; contactEmail: string };
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.locator("main address")).toContainText(school.postalAddress);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.locator("main address")).toContainText(school.name);
  await expect(page.locator("main address").getByRole("link", { name: school.contactEmail })).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile drawer opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const openButton = page.getByRole("button", { name: "Open menu" });
    await expect(openButton).toBeVisible();
    await openButton.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();

    await openButton.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("no page content overflows the viewport horizontally", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the Terms of Service and the Privacy Policy fit the screen", async ({ page }) => {
    for (const path of ["/terms", "/privacy"]) {
      await page.goto(path);
      await expect(page.locator("main address")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
