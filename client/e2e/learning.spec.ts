import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadCurriculum } from "../../server/curriculum/load-curriculum";
import type { SeedExercise } from "../../server/db/seed-data/lessons/types";
import { fromProjectRoot } from "../../server/lib/project-root";
import { registerStudent } from "./support";

// The seeded A1 course's first lesson (its curriculum file), which has every exercise type, answered as a student would.
const FIRST_LESSON = (() => {
  const a1 = loadCurriculum(fromProjectRoot("content", "courses")).courses.find((course) => course.slug === "a1-a2")!;
  const lesson = a1.modules[0]!.lessons[0]!;
  return { title: lesson.title, exercises: lesson.exercises as unknown as SeedExercise[] };
})();

const subscribe = async (page: Page) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
};

/** The radio itself is visually hidden under its card: a student clicks the option's text. */
async function chooseOption(region: Locator, option: string) {
  await region.getByText(option, { exact: true }).click();
  await expect(region.getByRole("radio", { name: option, exact: true })).toBeChecked();
}

type TextQuestions = { questions: { question: string; options: string[]; answer: number }[] };

async function answer(region: Locator, exercise: SeedExercise) {
  // The texts (reading_text, listening_text): each question in its own group. Chromium in CI has no voice,
  // so a dialogue's transcript is shown at once and its questions answered from it.
  if ((exercise.type as string) === "reading_text" || (exercise.type as string) === "listening_text") {
    for (const question of (exercise.content as unknown as TextQuestions).questions) {
      const group = region.getByRole("group", { name: question.question, exact: true });
      await group.getByText(question.options[question.answer]!, { exact: true }).click();
    }
    await region.getByRole("button", { name: "Check answer" }).click();
    return;
  }
  switch (exercise.type) {
    case "multiple_choice":
      await chooseOption(region, exercise.content.options[exercise.content.answer]!);
      break;
    case "audio":
      await region.getByRole("button", { name: "Play" }).click();
      await chooseOption(region, exercise.content.options[exercise.content.answer]!);
      break;
    case "fill_in_blank":
      for (const [index, accepted] of exercise.content.answers.entries()) {
        await region.getByRole("textbox", { name: `Blank ${index + 1}` }).fill(accepted[0]!);
      }
      break;
    case "matching":
      for (const pair of exercise.content.pairs) {
        // Each item's matches are radio buttons under it; the student clicks the match's text.
        await region.getByRole("group", { name: pair.left, exact: true }).getByText(pair.right, { exact: true }).click();
      }
      break;
    case "speaking": {
      // Headless Chromium has no microphone: the student types the phrase instead.
      const typeInstead = region.getByRole("button", { name: "Type it instead" });
      if (await typeInstead.isVisible()) await typeInstead.click();
      await region.getByLabel("Type the phrase").fill(exercise.content.phrase);
      break;
    }
    case "flashcard":
      for (const _card of exercise.content.cards) {
        await region.getByRole("button", { name: "Flip" }).click();
        await region.getByRole("button", { name: "I knew it" }).click();
      }
      return;
  }
  await region.getByRole("button", { name: "Check answer" }).click();
}

test("a subscribed student enrols, completes a lesson with every exercise type and sees the progress on the dashboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerStudent(page, { firstName: "Amara" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await subscribe(page);

  const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
  const a1 = courses.find((course) => course.slug === "a1-a2")!;
  await page.goto(`/courses/${a1.id}`);
  await page.getByRole("button", { name: "Enroll Now" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${a1.id}/learn$`));
  await expect(page.getByText(FIRST_LESSON.title).first()).toBeVisible();
  await page
    .getByRole("link", { name: /^Start/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: FIRST_LESSON.title })).toBeVisible();

  for (const [index, exercise] of FIRST_LESSON.exercises.entries()) {
    await expect(page.getByText(`Exercise ${index + 1} of ${FIRST_LESSON.exercises.length}`)).toBeVisible();
    const region = page.getByRole("region", { name: exercise.title });
    await answer(region, exercise);
    // (A listening text without a voice also shows a status: the note that its words are shown instead.)
    await expect(region.getByRole("status").filter({ hasText: /Correct|Passed|Done|match/ })).toBeVisible();
    if (index < FIRST_LESSON.exercises.length - 1) await page.getByRole("button", { name: "Next exercise" }).click();
  }
  // The lesson's last result finishes it: the page says so and what comes next, once (First Steps shows in
  // that exercise's result).
  await expect(page.getByRole("heading", { name: "Lesson complete!" })).toBeVisible();
  await expect(page.getByText(/^Next lesson: /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Start next lesson" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Next lesson", exact: true })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Achievement unlocked!" })).toContainText("First Steps");

  await page.goto("/dashboard");
  await expect(page.getByText(/Beginner English/).first()).toBeVisible();
  const lessonCount = ((await (await page.request.get(`/api/courses/${a1.id}/lessons`)).json()) as unknown[]).length;
  await expect(page.getByText(`${Math.round(100 / lessonCount)}%`).first()).toBeVisible();
  const progress = (await (await page.request.get("/api/me/progress")).json()) as { lessonsCompleted: number; totalPoints: number };
  expect(progress.lessonsCompleted).toBe(1);
  // The exercises' points and the two achievements the lesson earned (Perfect Score, First Steps).
  const catalogue = (await (await page.request.get("/api/achievements")).json()) as { achievements: { name: string; points: number }[] };
  const earned = catalogue.achievements.filter((achievement) => ["Perfect Score", "First Steps"].includes(achievement.name));
  expect(progress.totalPoints).toBe(
    FIRST_LESSON.exercises.reduce((sum, exercise) => sum + exercise.points, 0) +
      earned.reduce((sum, achievement) => sum + achievement.points, 0),
  );
});

test("a student without a plan who presses Enroll Now is sent to the plans with the reason", async ({ page }) => {
  await registerStudent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
  await page.goto(`/courses/${courses.find((course) => course.slug === "b1-b2")!.id}`);
  await page.getByRole("button", { name: "Enroll Now" }).first().click();
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText("An active subscription is required to start this course").first()).toBeVisible();
});
