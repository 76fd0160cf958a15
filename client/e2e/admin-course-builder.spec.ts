import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createCourseWithPicture } from "./course-building";
import { E2E_ADMIN, signIn } from "./support";

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("an admin builds a course with a picture, two modules and what you'll learn, publishes it, and the course page shows them with the computed facts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Business English ${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  const courseId = await createCourseWithPicture(page, title);
  // No lesson yet: Publish is disabled and says why before any click (D40).
  await expect(page.getByRole("button", { name: "Publish course" })).toBeDisabled();
  await expect(
    page.getByText("Publish at least one lesson first: until then the course would offer students nothing to learn."),
  ).toBeVisible();
  await expect(page.getByText("Certificate: a record of completion, without a grade (this course has no final assessment).")).toBeVisible();

  // A lesson in each module, through the authoring API (the lesson form has its own spec).
  for (const [module, lessonTitle] of [
    [1, "Opening a meeting"],
    [2, "Subject lines that work"],
  ] as const) {
    const response = await page.request.post(`/api/admin/courses/${courseId}/lessons`, {
      data: {
        title: `${lessonTitle} ${stamp}`,
        description: "A short lesson for the course builder test.",
        content: "Say who you are, then why you are writing or meeting.",
        module,
        estimatedMinutes: 20,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.reload();
  await page.getByRole("button", { name: "Publish course" }).click();
  await expect(page.getByRole("button", { name: "Unpublish course" })).toBeVisible();

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("2 lessons · 2 modules · 40 min", { exact: true })).toBeVisible();
    const hero = page.getByRole("img", { name: `Illustration for the ${title} course` });
    await expect(hero).toHaveAttribute("srcset", /card\.webp 640w, .*hero\.webp 1280w$/);
    // Loaded through the app's security headers (CSP img-src 'self'), not replaced by the drawn cover.
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0 ? image.currentSrc : "")))
      .toMatch(/\/api\/course-images\/[0-9a-f]{64}\/(card|hero)\.webp$/);
    await expect(page.getByRole("heading", { name: "Module 1: Meetings" })).toBeVisible();
    await expect(page.getByText("Opening, agreeing and closing.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Module 2: E-mail" })).toBeVisible();
    await expect(page.getByText(`Subject lines that work ${stamp}`)).toBeVisible();
    const features = page.getByRole("region", { name: "What you'll learn" });
    await expect(features.getByText("Open and close a meeting")).toBeVisible();
    await expect(features.getByText("Write a clear subject line")).toBeVisible();
    await expect(page.getByText("Two short modules for people who use English at work.")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }

  // The catalogue's card shows the same picture.
  await page.goto("/courses");
  const card = page.getByRole("img", { name: `Illustration for the ${title} course` });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("srcset", /\/api\/course-images\//);

  // The picture's address is cached for a year as immutable.
  const detail = (await (await page.request.get(`/api/courses/${courseId}`)).json()) as { imageUrl: string };
  const served = await page.request.get(detail.imageUrl);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["content-type"]).toBe("image/webp");
});

test("the course editor, its picture field and the course form have no WCAG 2.2 A/AA violation at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(90_000);
  const scan = async (where: string) => {
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations, where).toEqual([]);
  };
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/admin/content?course=1");
    await expect(page.getByRole("button", { name: "Edit details" })).toBeVisible();
    await expect(page.getByLabel(/^(Upload|Replace) picture$/)).toBeAttached();
    await scan(`course editor at ${viewport.width} px`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Edit details" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit course details" });
    await expect(dialog.getByLabel("Module 1 title", { exact: true })).toBeVisible();
    await scan(`course form at ${viewport.width} px`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }
});
