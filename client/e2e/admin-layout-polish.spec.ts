import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support";

// The admin screens' own layout, measured in the browser: one title per screen, a course editor whose
// header leaves the title room once the course is published, tab labels on one line, and a side menu
// that reaches the bottom of the screen. Read-only: nothing here changes the data other specs use.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

test.use({ viewport: DESKTOP, reducedMotion: "reduce" });

const signInAdmin = async (page: Page) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
};

/** The screen's h1 is shown and nothing is loading in the main area any more. */
async function waitForScreen(page: Page) {
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
}

/** A published seeded course, as the admin API lists it. */
async function publishedCourseId(page: Page) {
  const response = await page.request.get("/api/admin/courses");
  expect(response.ok()).toBe(true);
  const courses = (await response.json()) as { id: number; isPublished: boolean }[];
  const course = courses.find((each) => each.isPublished);
  expect(course, "a published course").toBeDefined();
  return course!.id;
}

test("no admin screen repeats its title: no h2 says what the h1 says", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  await page.goto("/admin/overview");
  await waitForScreen(page);
  const sections = await page
    .getByRole("navigation", { name: "Admin sections" })
    .first()
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  expect(sections.length).toBeGreaterThan(10);
  // The pages below a screen too: a user's page and an open course.
  const users = (await (await page.request.get("/api/admin/users")).json()) as { users: { id: number }[] };
  const pages = [...sections, `/admin/users/${users.users[0]!.id}`, `/admin/content?course=${await publishedCourseId(page)}`];

  const repeated: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await waitForScreen(page);
    const title = (await page.getByRole("main").getByRole("heading", { level: 1 }).innerText()).trim();
    const subtitles = (await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts()).map((text) => text.trim());
    if (subtitles.some((text) => text.toLowerCase() === title.toLowerCase())) repeated.push(`${path}: "${title}"`);
  }
  expect(repeated, "screens whose h2 repeats the h1").toEqual([]);
});

test("a published course's editor header gives the title the row: actions sit below it, at 1280 and 375 px", async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`/admin/content?course=${await publishedCourseId(page)}`);
  await waitForScreen(page);
  // Published: all three actions are there, the ones that squeezed the title before.
  const main = page.getByRole("main");
  const actions = [
    main.getByRole("button", { name: "Edit details" }),
    main.getByRole("button", { name: "Unpublish course" }),
    main.getByRole("link", { name: "View course page" }),
  ];
  for (const action of actions) await expect(action).toBeVisible();

  for (const [viewport, minimum] of [
    [DESKTOP, 400],
    [PHONE, 300],
  ] as const) {
    await page.setViewportSize(viewport);
    const title = page.locator("#admin-course-title");
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.width, `the title's width at ${viewport.width} px`).toBeGreaterThan(minimum);
    for (const action of actions) {
      const box = (await action.boundingBox())!;
      expect(box.y, `an action starts below the title at ${viewport.width} px`).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    }
    // No word is broken over lines: the title takes the lines its words need, not one a syllable.
    const lineHeight = Number.parseFloat(await title.evaluate((element) => getComputedStyle(element).lineHeight));
    expect(titleBox.height / lineHeight, `lines of the title at ${viewport.width} px`).toBeLessThanOrEqual(2.1);
  }
});

test("the email generator's and outreach's tab labels each stay on one line at 1280 px", async ({ page }) => {
  await signInAdmin(page);
  for (const [path, list] of [
    ["/admin/email-generator", "Email tools"],
    ["/admin/outreach", "Outreach"],
  ] as const) {
    await page.goto(path);
    await waitForScreen(page);
    const tabs = page.getByRole("tablist", { name: list }).getByRole("tab");
    await expect(tabs.first()).toBeVisible();
    const heights = await tabs.evaluateAll((elements) =>
      elements.map((element) => {
        const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
        const range = document.createRange();
        range.selectNodeContents(element);
        return [element.textContent, Math.round(range.getBoundingClientRect().height / lineHeight)] as const;
      }),
    );
    for (const [label, lines] of heights) expect(lines, `"${label}" on ${path}`).toBe(1);
  }
});

test("the white side menu reaches the bottom of a short screen and of a long one", async ({ page }) => {
  await signInAdmin(page);
  for (const path of ["/admin/mail", "/admin/jobs"]) {
    await page.goto(path);
    await waitForScreen(page);
    const { menuBottom, viewport, pageHeight } = await page.evaluate(() => ({
      menuBottom: document.querySelector("aside")!.getBoundingClientRect().bottom + window.scrollY,
      viewport: window.innerHeight,
      pageHeight: document.documentElement.scrollHeight,
    }));
    expect(menuBottom, `the side menu's bottom on ${path}`).toBeGreaterThanOrEqual(Math.max(viewport, pageHeight) - 1);
  }
});
