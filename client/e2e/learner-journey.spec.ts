import { expect, test, type Page } from "@playwright/test";
import type { PlacementTestState } from "../../shared/api/placement";
import { registerStudent } from "./support";

const resultHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^(A1|A2|B1|B2|C1|C2) · / });

/**
 * Takes the adaptive placement test, choosing the first option every time, until the server ends it
 * (12 to 30 items); returns the result the server holds.
 */
const takeAssessment = async (page: Page) => {
  await page.goto("/assessment");
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let position = 1; position <= 30; position++) {
    await expect(page.getByRole("heading", { level: 2, name: `Question ${position}`, exact: true }).or(resultHeading(page))).toBeVisible();
    if (await resultHeading(page).isVisible()) break;
    // Click the option as a person does (the native radio is visually hidden behind its label).
    await page.getByRole("group").locator("label").first().click();
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(resultHeading(page)).toBeVisible();
  const state = (await (await page.request.get("/api/placement-tests/current")).json()) as PlacementTestState;
  if (state.status !== "completed") throw new Error(`the placement test is still ${state.status}`);
  return state.result;
};

test("a visitor cannot move on without choosing an answer", async ({ page }) => {
  await page.goto("/assessment");
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Question 1", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(page.getByText("Choose an answer to go on.")).toBeVisible();
  await page.getByRole("group").locator("label").nth(2).click();
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
});

test("a new student takes the test, sees the level on the dashboard, and edits the profile", async ({ page }) => {
  test.setTimeout(90_000);
  await registerStudent(page, { firstName: "Nomsa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Take Assessment" }).first()).toBeVisible();

  const result = await takeAssessment(page);
  const level = `${result.band} · ${result.bandName}`;
  await expect(resultHeading(page)).toHaveText(level);
  await expect(page.getByText("Your result has been saved to your dashboard, and your level is updated.")).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nomsa!");
  await expect(page.getByText(level, { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Progress" }).click();
  const progressPanel = page.getByRole("tabpanel");
  await expect(progressPanel.getByText(`${result.itemsAnswered} answered`)).toBeVisible();
  await expect(progressPanel.getByText("Lessons completed")).toBeVisible();

  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Profile" });
  await dialog.getByLabel("Last name").fill("Mahlangu-Zulu");
  await dialog.getByLabel("Country").selectOption("Canada");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated").first()).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("tabpanel").getByText("Nomsa Mahlangu-Zulu")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByText("Canada")).toBeVisible();
});
