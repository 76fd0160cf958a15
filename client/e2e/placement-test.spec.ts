import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PLACEMENT_MESSAGES, type PlacementTestState } from "../../shared/api/placement";
import { uniqueUsername } from "./support";

// The adaptive placement test (issue 31) as a visitor meets it: the server picks each item from the
// answers so far and ends the test between 12 and 30 items. Headless Chromium has no voice, so every
// listening item shows its text with a note instead of a Play button.
const JSON_HEADERS = { "X-Requested-With": "fetch" };
const NO_VOICE_NOTE = "Your browser has no voice to read this aloud, so here is the text.";
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 375, height: 740 },
];

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

const currentTest = async (page: Page) => {
  const response = await page.request.get("/api/placement-tests/current");
  expect(response.status()).toBe(200);
  return (await response.json()) as PlacementTestState;
};

const itemHeading = (page: Page, position: number) => page.getByRole("heading", { level: 2, name: `Question ${position}`, exact: true });
const resultHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^(A1|A2|B1|B2|C1|C2) · [A-Z][a-z]+( [A-Z][a-z]+)?$/ });

/** Chooses an option (by clicking its label, as a person does) and presses Next. */
const answerShownItem = async (page: Page, option: number) => {
  const options = page.getByRole("group").locator("label");
  await expect(options).toHaveCount(4);
  await options.nth(option).click();
  await expect(page.getByRole("radio").nth(option)).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
};

/**
 * Answers item after item (any option) until the result shows; checks the numbering, and that each
 * listening item shows the very text the server holds for it. Returns how many items were answered from
 * `position` on and how many listening items showed their text.
 */
const answerUntilResult = async (page: Page, position: number) => {
  let listeningShown = 0;
  for (let answered = 0; ; answered++) {
    await expect(itemHeading(page, position + answered).or(resultHeading(page))).toBeVisible();
    if (await resultHeading(page).isVisible()) return { answered, listeningShown };
    expect(position + answered, "the test ends by item 30").toBeLessThanOrEqual(30);

    if (await page.getByText("Listening", { exact: true }).isVisible()) {
      const state = await currentTest(page);
      expect(state.status).toBe("in_progress");
      const say = state.status === "in_progress" ? state.item.say : null;
      expect(say, "a listening item carries its text").toBeTruthy();
      await expect(page.getByText(NO_VOICE_NOTE)).toBeVisible();
      await expect(page.locator("blockquote", { hasText: say! })).toBeVisible();
      await expect(page.getByRole("button", { name: "Play" })).toHaveCount(0);
      listeningShown++;
    }
    await answerShownItem(page, (position + answered) % 4);
  }
};

for (const size of WIDTHS) {
  test(`a visitor takes the adaptive placement test, sees the level with its chances, registers from the result and finds the level on the dashboard (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/assessment");
    await expect(page.getByRole("heading", { level: 1, name: "Placement Assessment" })).toBeVisible();
    await expect(page.getByText("12-30 questions")).toBeVisible();
    await expect(page.getByText("Grammar, vocabulary, reading and listening")).toBeVisible();
    expect(await axeViolations(page), "axe on the intro").toEqual([]);

    await page.getByRole("button", { name: "Start Assessment" }).click();
    await expect(itemHeading(page, 1)).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^1[45]:\d\d$/);

    // A reload resumes on the same item: the server holds the test.
    const first = await currentTest(page);
    expect(first.status).toBe("in_progress");
    if (first.status !== "in_progress") return;
    await page.reload();
    await expect(itemHeading(page, 1)).toBeVisible();
    await expect(page.getByRole("group", { name: first.item.question })).toBeVisible();
    expect(await axeViolations(page), "axe on an item").toEqual([]);

    // Another tab answers the item on screen: this page's answer to it is refused with the server's
    // message, and the page moves to the item the server holds now.
    const behind = await page.request.post(`/api/placement-tests/${first.testId}/answers`, {
      data: { itemId: first.item.id, answer: 0 },
      headers: JSON_HEADERS,
    });
    expect(behind.status(), await behind.text()).toBe(200);
    await answerShownItem(page, 1);
    await expect(page.getByRole("alert").filter({ hasText: PLACEMENT_MESSAGES.notCurrentItem })).toBeVisible();
    await expect(itemHeading(page, 2)).toBeVisible();

    // The same answer sent again, out of order, is refused and changes nothing.
    const again = await page.request.post(`/api/placement-tests/${first.testId}/answers`, {
      data: { itemId: first.item.id, answer: 2 },
      headers: JSON_HEADERS,
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(PLACEMENT_MESSAGES.notCurrentItem);
    const afterRefusal = await currentTest(page);
    expect(afterRefusal.status === "in_progress" && afterRefusal.item.position).toBe(2);

    const { answered, listeningShown } = await answerUntilResult(page, 2);
    const total = answered + 1;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(total).toBeLessThanOrEqual(30);
    expect(listeningShown, "at least one listening item showed its text").toBeGreaterThan(0);

    const finished = await currentTest(page);
    expect(finished.status).toBe("completed");
    if (finished.status !== "completed") return;
    const { result } = finished;
    expect(result.itemsAnswered).toBe(total);
    const level = `${result.band} · ${result.bandName}`;
    await expect(resultHeading(page)).toHaveText(level);
    await expect(page.getByText(result.confidenceText)).toBeVisible();
    const chances = page.getByRole("region", { name: "How sure we are of each level" }).getByRole("listitem");
    await expect(chances).toHaveCount(6);
    for (const [index, { band, percent }] of result.bandChances.entries()) {
      await expect(chances.nth(index)).toContainText(band);
      await expect(chances.nth(index)).toContainText(`${percent}%`);
    }
    await expect(chances.filter({ hasText: "Your level" })).toContainText(result.band);
    await expect(page.getByRole("region", { name: "Your skills" }).getByRole("term")).toHaveText([
      "Reading",
      "Listening",
      "Grammar & vocabulary",
    ]);
    const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; title: string; level: string }[];
    const course = courses.find((candidate) => candidate.level === result.courseLevel);
    expect(course, `a seeded ${result.courseLevel} course`).toBeDefined();
    const startLink = page.getByRole("region", { name: "Where to start" }).getByRole("link", { name: /^View course/ });
    await expect(startLink).toHaveAccessibleName(new RegExp(`${course!.title.replace(/[()]/g, "\\$&")}$`));
    await expect(startLink).toHaveAttribute("href", `/courses/${course!.id}`);
    await expect(page.getByText("Your result has not been saved.")).toBeVisible();
    expect(await axeViolations(page), "axe on the result").toEqual([]);

    // Registering from the result's own link comes back to the result, now saved on the account.
    const saveNote = page
      .locator("div")
      .filter({ has: page.getByText("Your result has not been saved.") })
      .last();
    await saveNote.getByRole("link", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/register\?redirect=(%2F|\/)assessment$/);
    const username = uniqueUsername("placed");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("sunflower-e2e-42");
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("First name").fill("Zanele");
    await page.getByLabel("Last name").fill("Ndlovu");
    await page.getByLabel(/terms/i).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(resultHeading(page)).toHaveText(level);
    await expect(page.getByText("Your result has been saved to your dashboard, and your level is updated.")).toBeVisible();

    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Zanele!$/);
    await expect(page.getByText(level, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "See your result" }).first()).toHaveAttribute("href", "/assessment");
    // The courses recommended on the dashboard follow the placement's course level.
    const recommended = page.getByRole("region", { name: "Recommended for Your Level" });
    await expect(recommended.getByText(`Courses for your level (${result.courseLevel}) and the next step up.`)).toBeVisible();
    await expect(recommended.getByRole("article", { name: course!.title })).toBeVisible();
    expect(await axeViolations(page), "axe on the dashboard").toEqual([]);
    const mine = await page.request.get("/api/assessments/me");
    expect(((await mine.json()) as { band: string }).band).toBe(result.band);
  });
}
