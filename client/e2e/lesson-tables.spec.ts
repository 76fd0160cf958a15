import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support";

// A seeded lesson written in Markdown with a table (A1-A2, "was and were"): opened in the admin's editor and
// saved, it keeps its table cell for cell; on the lesson page at phone width the table scrolls in its own
// box, the page does not, and axe finds nothing.

// content/courses/a1-a2/module-4/01-was-and-were.md
const LESSON_TITLE = "Was and Were: The Past of To Be";

type AdminLesson = { id: number; title: string; content: string };

/** Every table of some lesson HTML, as rows of "th:text" / "td:text" cells. */
const tablesOf = (page: Page, html: string) =>
  page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return Array.from(doc.querySelectorAll("table")).map((table) =>
      Array.from(table.querySelectorAll("tr")).map((row) =>
        Array.from(row.children).map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent?.trim()}`),
      ),
    );
  }, html);

test("a seeded lesson's table survives the editor and scrolls in its own box on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
  const course = courses.find((item) => item.slug === "a1-a2")!;
  const readLesson = async () => {
    const detail = (await (await page.request.get(`/api/admin/courses/${course.id}`)).json()) as { lessons: AdminLesson[] };
    return detail.lessons.find((lesson) => lesson.title === LESSON_TITLE)!;
  };
  const seeded = await readLesson();
  const seededTables = await tablesOf(page, seeded.content);
  expect(seededTables.length).toBeGreaterThan(0);
  expect(seededTables[0]![0]![0]).toMatch(/^th:/);

  await page.goto(`/admin/content?course=${course.id}`);
  await page.getByRole("button", { name: `Edit ${seeded.title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit lesson" });
  const editor = dialog.getByRole("textbox", { name: "Explanation" });
  await expect(editor.getByRole("table")).toHaveCount(seededTables.length);
  await expect(editor.getByRole("table").first().getByRole("columnheader").first()).toHaveText(seededTables[0]![0]![0]!.slice(3));

  // An edit elsewhere in the text, then Save: the tables come back exactly as they were.
  await editor.getByRole("heading").first().click();
  await page.keyboard.press("End");
  await page.keyboard.type(" (revised)");
  // A new last paragraph typed with the toolbar's Strikethrough and Inline code.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  const tool = (name: string) => dialog.getByRole("toolbar", { name: "Formatting of Explanation" }).getByRole("button", { name });
  // A tool hands the focus back to the text: typing waits for it, or the first letter goes to the button.
  await tool("Strikethrough").click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("goed");
  await tool("Strikethrough").click();
  await tool("Inline code").click();
  await expect(tool("Inline code")).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeFocused();
  await page.keyboard.type("went");
  await dialog.getByRole("button", { name: "Save lesson" }).click();
  await expect(dialog).toBeHidden();
  const saved = await readLesson();
  expect(saved.content).toContain(" (revised)");
  expect(saved.content).toMatch(/<(s|del)>goed<\/(s|del)><code>went<\/code>/);
  expect(await tablesOf(page, saved.content)).toEqual(seededTables);

  // The lesson page on a phone: the table's box scrolls, the page does not.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/courses/${course.id}/lessons/${saved.id}`);
  const explanation = page.getByRole("region", { name: "Explanation" });
  const box = explanation.getByRole("region", { name: "Table" }).first();
  await expect(box.getByRole("table")).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const boxWidths = await box.evaluate((element) => ({ client: element.clientWidth, viewport: window.innerWidth }));
  expect(boxWidths.client).toBeLessThanOrEqual(boxWidths.viewport);
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
