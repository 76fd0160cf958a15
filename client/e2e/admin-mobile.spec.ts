import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// Every admin screen at 375 px: the page is never wider than the phone (a wider page makes the browser
// zoom out or scroll sideways). Long unbroken text is seeded first: that is what widened the pages.
test.use({ viewport: { width: 375, height: 740 } });

const PHONE_WIDTH = 375;
const LONG_WORD = "Unbrokenwordwithoutanyspaces".repeat(8);

const signInAdmin = async (page: Page) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
};

/** The screen has its heading and nothing left loading, and the document is no wider than the phone. */
async function expectFitsThePhone(page: Page, where: string) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is ${width} px wide at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Each tab of a tab list in turn, checked once its panel has loaded. */
async function expectEveryTabFits(page: Page, tabList: string, where: string) {
  const tabs = page.getByRole("tablist", { name: tabList }).getByRole("tab");
  const count = await tabs.count();
  expect(count, `${where} has tabs`).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    const name = (await tab.textContent())?.trim() ?? String(index);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectFitsThePhone(page, `${where}, ${name} tab`);
  }
}

test("every admin screen fits a 375 px phone, with long messages and ads in it", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = uniqueUsername("wide");
  const contact = await page.request.post("/api/contact", {
    data: { name: `Wide ${stamp}`, email: `${stamp}@example.com`, subject: "General Inquiry", message: `${LONG_WORD} ${LONG_WORD}` },
  });
  expect(contact.status()).toBe(201);
  const ad = await page.request.post("/api/advertisements", {
    data: {
      companyName: "Lingua Books",
      title: `Readers ${LONG_WORD}`.slice(0, 100),
      description: `Short novels for English learners ${LONG_WORD}`.slice(0, 500),
      linkUrl: `https://linguabooks.example/${LONG_WORD}`,
      placementArea: "homepage_banner",
      contactEmail: `${stamp}@linguabooks.example`,
      contactName: "Thandi Mokoena",
      duration: 30,
      website: "",
    },
  });
  expect(ad.status()).toBe(201);

  await signInAdmin(page);
  await page.goto("/admin");
  await expectFitsThePhone(page, "/admin");
  // Every section of the side navigation (hidden at this width; the drawer has the same links).
  const sectionLinks = page
    .getByRole("navigation", { name: "Admin sections", includeHidden: true })
    .first()
    .getByRole("link", { includeHidden: true });
  const sections = await sectionLinks.evaluateAll((links) =>
    links.map((link) => ({ name: link.textContent?.trim() ?? "", path: link.getAttribute("href") ?? "" })),
  );
  expect(sections.length).toBeGreaterThan(10);
  for (const { name, path } of sections) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expectFitsThePhone(page, `Admin, ${name}`);

    if (name === "Messages") {
      await page.getByRole("button", { name: `Open General Inquiry from Wide ${stamp}` }).click();
      await expect(page.getByRole("region", { name: "General Inquiry" })).toBeVisible();
      await expectFitsThePhone(page, "Admin, Messages, the long message open");
    }
    if (name === "Advertising") {
      await expect(page.getByText(/Readers Unbroken/).first()).toBeVisible();
      await expectEveryTabFits(page, "Advertising", "Admin, Advertising");
    }
    if (name === "Outreach") await expectEveryTabFits(page, "Outreach", "Admin, Outreach");
    if (name === "Email generator") await expectEveryTabFits(page, "Email tools", "Admin, Email generator");
  }
});
