import { expect, test, type Page } from "@playwright/test";
import { ASSESSMENT_QUESTIONS } from "../../shared/assessment";
import { registerStudent } from "./support";

// Picks options by their text: the first `correct` questions right, the rest wrong (the answer key is the
// server's; these are the options a B1 learner would pick).
const RIGHT_OPTIONS = [
  "Because she starts work at six in the morning",
  "had",
  "put off",
  "Hardly",
  "It had no real intention of acting on the proposal",
];

const takeAssessment = async (page: Page, correct: number) => {
  await page.goto("/assessment");
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (const [index, question] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(page.getByText(question.question)).toBeVisible();
    const right = RIGHT_OPTIONS[index]!;
    const choice = index < correct ? right : question.options.find((option) => option !== right)!;
    // Click the option as a person does (the native radio is visually hidden behind its label).
    await page.getByText(choice, { exact: true }).click();
    await expect(page.getByRole("radio", { name: choice, exact: true })).toBeChecked();
    await page.getByRole("button", { name: index === ASSESSMENT_QUESTIONS.length - 1 ? "Submit" : "Next" }).click();
  }
};

test("a visitor takes the placement test and sees a level that is not saved", async ({ page }) => {
  await page.goto("/assessment");
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select an answer").first()).toBeVisible();

  await takeAssessment(page, 5);
  await expect(page.getByText("C1-C2").first()).toBeVisible();
  await expect(page.getByText(/5 out of 5/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Recommended Courses" })).toHaveAttribute("href", "/courses");
  await expect(page.getByText("Your result has not been saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Register" }).last()).toHaveAttribute("href", "/register?redirect=/assessment");
});

test("a new student takes the test, sees the level on the dashboard, and edits the profile", async ({ page }) => {
  await registerStudent(page, { firstName: "Nomsa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Take Assessment" }).first()).toBeVisible();

  await takeAssessment(page, 3);
  await expect(page.getByText("B1-B2").first()).toBeVisible();
  await expect(page.getByText(/3 out of 5/)).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nomsa!");
  await expect(page.getByText("B1-B2 · Intermediate").first()).toBeVisible();
  await page.getByRole("tab", { name: "Progress" }).click();
  const progressPanel = page.getByRole("tabpanel");
  await expect(progressPanel.getByText("3 out of 5")).toBeVisible();
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
