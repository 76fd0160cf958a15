import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// The seeded Intermediate English course (content/courses/b1-b2): every lesson, whose exercises the student
// passes through the results API (answers read as the admin), then the final assessment through the page.
const SLUG = "b1-b2";
const JSON_HEADERS = { "X-Requested-With": "fetch" };

type BankQuestion = {
  type: "multiple_choice" | "fill_in_blank" | "audio" | "reading_text" | "listening_text" | "writing_task";
  content: Record<string, unknown>;
};
type DrawnQuestion = {
  id: number;
  type: BankQuestion["type"];
  content: { question?: string; text?: string; say?: string; title?: string };
};
type Bank = { questions: BankQuestion[]; texts?: BankQuestion[]; writingTask?: BankQuestion };
type AdminExercise = { id: number; type: string; isRetired: boolean; content: Record<string, unknown> };

/** The final's questions, texts and writing task as the file holds them (with their keys). */
const finalBank = () => {
  const bank = parseYaml(readFileSync(join(process.cwd(), "content/courses", SLUG, "final-assessment.yaml"), "utf8")) as Bank;
  return [...bank.questions, ...(bank.texts ?? []), ...(bank.writingTask ? [bank.writingTask] : [])];
};

/** The right answers of a lesson exercise, in the shape the results API takes. */
const rightAnswers = ({ type, content }: AdminExercise): unknown => {
  switch (type) {
    case "multiple_choice":
    case "audio":
      return { answer: content.answer };
    case "fill_in_blank":
      return { answers: (content.answers as string[][]).map((accepted) => accepted[0]) };
    case "matching":
      return { matches: Object.fromEntries((content.pairs as { left: string; right: string }[]).map((pair) => [pair.left, pair.right])) };
    case "speaking":
      return { transcript: content.phrase };
    case "reading_text":
    case "listening_text":
      return { answers: (content.questions as { answer: number }[]).map((question) => question.answer) };
    case "writing_task":
      // The model answer is within the task's length: handed in, it passes.
      return { text: content.modelAnswer };
    case "speaking_task":
      return { recordedSeconds: content.minSeconds, checklist: (content.checklist as string[]).map(() => true) };
    default:
      return { known: (content.cards as { front: string }[]).map((card) => card.front) };
  }
};

const registerAndSubscribe = async (page: Page) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: /^Create an account ?\(Standard plan\)$/ }).click();
  const username = uniqueUsername("finalist");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("sunflower-e2e-42");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("First name").fill("Nomvula");
  await page.getByLabel("Last name").fill("Khumalo");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/subscribe\/\d+$/);
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
};

const completeEveryLesson = async (admin: APIRequestContext, student: APIRequestContext, courseId: number) => {
  const detail = await admin.get(`/api/admin/courses/${courseId}`);
  expect(detail.status()).toBe(200);
  const { lessons } = (await detail.json()) as { lessons: { isPublished: boolean; exercises: AdminExercise[] }[] };
  const live = lessons
    .filter((lesson) => lesson.isPublished)
    .flatMap((lesson) => lesson.exercises.filter((exercise) => !exercise.isRetired));
  for (const exercise of live) {
    const response = await student.post(`/api/exercises/${exercise.id}/results`, {
      data: { userAnswers: rightAnswers(exercise), timeSpent: 30 },
      headers: JSON_HEADERS,
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    expect(((await response.json()) as { passed: boolean }).passed, `exercise ${exercise.id} passed`).toBe(true);
  }
  return lessons.filter((lesson) => lesson.isPublished).length;
};

const scanForViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

/** Answers each drawn question of the open form from the bank's key; a writing task with its model answer. */
const answerFromBank = async (page: Page, drawn: DrawnQuestion[]) => {
  const bank = finalBank();
  for (const [index, question] of drawn.entries()) {
    const section = page.getByRole("region", { name: `Question ${index + 1} of ${drawn.length}` });
    if (question.type === "writing_task") {
      const task = bank.find((candidate) => candidate.type === "writing_task")!;
      await section.getByLabel("Your text").fill(task.content.modelAnswer as string);
      continue;
    }
    if (question.type === "reading_text" || question.type === "listening_text") {
      const text = bank.find((candidate) => candidate.type === question.type && candidate.content.title === question.content.title);
      expect(text, `text ${index + 1} is in the bank`).toBeDefined();
      for (const item of text!.content.questions as { question: string; options: string[]; answer: number }[])
        await section
          .getByRole("group", { name: item.question, exact: true })
          .getByText(item.options[item.answer]!, { exact: true })
          .click();
      continue;
    }
    const source = bank.find(
      (candidate) =>
        candidate.type === question.type &&
        (question.type === "fill_in_blank"
          ? candidate.content.text === question.content.text
          : candidate.content.question === question.content.question && (candidate.content.say ?? null) === (question.content.say ?? null)),
    );
    expect(source, `question ${index + 1} is in the bank`).toBeDefined();
    if (question.type === "fill_in_blank") {
      const answers = source!.content.answers as string[][];
      for (const [blank, accepted] of answers.entries())
        await section.getByRole("textbox", { name: `Question ${index + 1}, blank ${blank + 1}` }).fill(accepted[0]!);
    } else {
      const option = (source!.content.options as string[])[source!.content.answer as number]!;
      await section.getByText(option, { exact: true }).click();
    }
  }
};

test("a student who completes every lesson but fails the final gets no certificate; passing it issues the certificate with its grade and hours", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin\/overview$/);

  const courses = (await (await page.request.get("/api/courses")).json()) as {
    id: number;
    slug: string;
    title: string;
    guidedHours?: number;
  }[];
  const course = courses.find((candidate) => candidate.slug === SLUG)!;
  expect(course).toBeDefined();

  await registerAndSubscribe(page);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText(/^\d+ lessons · 5 modules · \d+ guided learning hours$/)).toBeVisible();
  await page.getByRole("button", { name: "Enroll Now" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/learn$`));

  // Before the lessons: the final is locked, with the reason.
  const final = page.getByRole("region", { name: "Final assessment" });
  await expect(final.getByText("Complete every lesson of the course to unlock the final assessment")).toBeVisible();

  const lessonCount = await completeEveryLesson(adminPage.request, page.request, course.id);
  await page.reload();
  const needs = page.getByRole("region", { name: "Your certificate needs" });
  await expect(needs.getByText(`Lessons completed: ${lessonCount} of ${lessonCount}`)).toBeVisible();
  await expect(needs.getByText("Final assessment passed (70 % or more): not yet")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Course progress" })).not.toHaveAttribute("aria-valuenow", "100");
  // The grade's rule before the certificate (D31): five module tests of 8 % each, none taken, each counting 0,
  // so the final alone can reach only a Pass.
  const grading = needs.getByRole("region", { name: "How your grade is worked out" });
  await expect(grading.getByText("· 8 % of the grade")).toHaveCount(5);
  await expect(grading.getByText("not taken yet: counts as 0 %")).toHaveCount(5);
  await expect(grading.getByText("Pass: 70 % or more")).toBeVisible();
  await expect(grading.getByText("Merit: out of reach with your module tests as they stand")).toBeVisible();

  // First sitting: handed in blank, after the warning. Failed: no certificate.
  await final.getByRole("link", { name: /^Start / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Final assessment" })).toBeVisible();
  let started = page.waitForResponse((response) => /\/api\/course-tests\/\d+\/attempts$/.test(response.url()));
  await page.getByRole("button", { name: "Start the test" }).click();
  const firstDraw = ((await (await started).json()) as { questions: DrawnQuestion[] }).questions;
  await expect(page.getByRole("region", { name: `Question 1 of ${firstDraw.length}` })).toBeVisible();

  // Accessible at both widths, and no sideways scrolling on a phone.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    expect(await scanForViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Submit answers" }).click();
  const confirm = page.getByRole("dialog", { name: "Submit with questions unanswered?" });
  await expect(confirm).toContainText(`${firstDraw.length} of ${firstDraw.length} questions are not answered.`);
  await confirm.getByRole("button", { name: "Submit anyway" }).click();
  await expect(page.getByRole("heading", { name: "Your score: 0 %" })).toBeVisible();
  await expect(page.getByText("Not passed: the pass mark is 70 %.")).toBeVisible();
  await expect(page.getByText("No certificate yet: it needs the final assessment passed with 70 % or more.")).toBeVisible();
  await expect(page.getByText(/^Right answer:/)).toHaveCount(0);
  expect(((await (await page.request.get("/api/my-certificates")).json()) as unknown[]).length).toBe(0);

  // Second sitting: every answer right.
  await page.getByRole("button", { name: /^Try again \(\d left today\)$/ }).click();
  started = page.waitForResponse((response) => /\/api\/course-tests\/\d+\/attempts$/.test(response.url()));
  await page.getByRole("button", { name: "Start a new attempt" }).click();
  const secondDraw = ((await (await started).json()) as { questions: DrawnQuestion[] }).questions;
  await expect(page.getByRole("region", { name: `Question 1 of ${secondDraw.length}` })).toBeVisible();
  // The final asks a reading text, a listening text and a writing task after its drawn questions (issue 43).
  expect(secondDraw.slice(-3).map((question) => question.type)).toEqual(["reading_text", "listening_text", "writing_task"]);
  await answerFromBank(page, secondDraw);
  await expect(page.getByText(`${secondDraw.length} of ${secondDraw.length} answered`).first()).toBeVisible();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { name: "Your score: 100 %" })).toBeVisible();
  // The writing is kept for the teacher with its automatic feedback, and is not in the score; no model answer is shown.
  await expect(page.getByText("Writing task: kept for your teacher's marking, not part of this score.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Feedback on your text" })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ questions right$/)).toHaveCount(2);
  const issued = page.getByRole("region", { name: "Your certificate has been issued" });
  // 60 % of 100 and 40 % of no module test taken: 60, a Pass.
  await expect(issued.getByText(/^Certificate CC-\d{4}-[A-Z0-9]{8}, grade Pass\.$/)).toBeVisible();
  await issued.getByRole("link", { name: "View your certificate" }).click();

  await expect(page).toHaveURL(/\/certificates$/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: course.title }) });
  await expect(card.getByText("Pass", { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d+ guided learning hours$/)).toBeVisible();
  await expect(
    card.getByText("Grade from the final assessment (60 %) and the module tests (40 %): final assessment 100 %, module tests 0 %."),
  ).toBeVisible();

  await page.goto(`/courses/${course.id}/learn`);
  await expect(page.getByRole("progressbar", { name: "Course progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(
    page.getByRole("region", { name: "Your certificate needs" }).getByText("Final assessment passed (70 % or more)"),
  ).toBeVisible();
  // The grade the panel foresaw is the grade issued.
  await expect(page.getByText(/^Your certificate CC-\d{4}-[A-Z0-9]{8} was issued with the grade Pass\.$/)).toBeVisible();
  await adminContext.close();
});
