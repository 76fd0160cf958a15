import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createCourseWithPicture } from "./course-building";
import { E2E_ADMIN, registerStudent, signIn } from "./support";

// The staff side's whole journey (issue 29): an admin builds a course with a picture and two modules, writes a
// lesson in rich text and one exercise of each type through the forms (no JSON), reorders two, publishes; a
// student sees the course page with its computed facts, opens the lesson and passes every exercise; the audit
// log lists what the admin did. (A plan's price change and its audit line: admin-plans.spec.ts.)

type Exercise = { title: string; type: string; fill: (dialog: Locator) => Promise<void>; answer: (region: Locator) => Promise<void> };

/** The radio itself is visually hidden under its card: a student clicks the option's text. */
const chooseOption = (region: Locator, option: string) => region.getByText(option, { exact: true }).click();

const exercises = (stamp: string): Exercise[] => [
  {
    title: `Greeting choice ${stamp}`,
    type: "multiple_choice",
    fill: async (dialog) => {
      await dialog.getByLabel("Question", { exact: true }).fill("Which one is a greeting?");
      await dialog.getByLabel("Option 1", { exact: true }).fill("Table");
      await dialog.getByLabel("Option 2", { exact: true }).fill("Good morning");
      await dialog.getByLabel("Option 3", { exact: true }).fill("Blue");
      await dialog.getByRole("radio", { name: "Right answer: option 2" }).check();
    },
    answer: async (region) => {
      await chooseOption(region, "Good morning");
      await region.getByRole("button", { name: "Check answer" }).click();
    },
  },
  {
    title: `Complete the call ${stamp}`,
    type: "fill_in_blank",
    fill: async (dialog) => {
      await dialog.getByLabel("Sentence", { exact: true }).fill("This is Sipho speaking.");
      const words = dialog.getByRole("group", { name: "Words: press each word that becomes a blank" });
      // By keyboard, as the form promises: focus the word, press Space.
      await words.getByRole("button", { name: "speaking", exact: true }).focus();
      await words.getByRole("button", { name: "speaking", exact: true }).press("Space");
      await expect(words.getByRole("button", { name: "speaking", exact: true })).toHaveAttribute("aria-pressed", "true");
      await dialog.getByRole("button", { name: "Add accepted answer for blank 1" }).click();
      await dialog
        .getByRole("group", { name: "Blank 1 (speaking): accepted answers" })
        .getByLabel("Accepted answer 2", { exact: true })
        .fill("here");
    },
    answer: async (region) => {
      await region.getByRole("textbox", { name: "Blank 1" }).fill("speaking");
      await region.getByRole("button", { name: "Check answer" }).click();
    },
  },
  {
    title: `Match the replies ${stamp}`,
    type: "matching",
    fill: async (dialog) => {
      await dialog.getByLabel("Left 1", { exact: true }).fill("Thank you");
      await dialog.getByLabel("Right 1", { exact: true }).fill("You're welcome");
      await dialog.getByLabel("Left 2", { exact: true }).fill("How are you?");
      await dialog.getByLabel("Right 2", { exact: true }).fill("Fine, thanks");
    },
    answer: async (region) => {
      await region.getByRole("group", { name: "Thank you", exact: true }).getByText("You're welcome", { exact: true }).click();
      await region.getByRole("group", { name: "How are you?", exact: true }).getByText("Fine, thanks", { exact: true }).click();
      await region.getByRole("button", { name: "Check answer" }).click();
    },
  },
  {
    title: `Listen for the time ${stamp}`,
    type: "audio",
    fill: async (dialog) => {
      await dialog.getByLabel("The text to speak", { exact: true }).fill("The meeting starts at ten.");
      await dialog.getByRole("button", { name: "Play", exact: true }).click();
      await dialog.getByLabel("Question", { exact: true }).fill("When does the meeting start?");
      await dialog.getByLabel("Option 1", { exact: true }).fill("At nine");
      await dialog.getByLabel("Option 2", { exact: true }).fill("At ten");
      await dialog.getByRole("button", { name: "Remove option 3" }).click();
      await dialog.getByRole("radio", { name: "Right answer: option 2" }).check();
    },
    answer: async (region) => {
      await chooseOption(region, "At ten");
      await region.getByRole("button", { name: "Check answer" }).click();
    },
  },
  {
    title: `Say hello ${stamp}`,
    type: "speaking",
    fill: async (dialog) => {
      await dialog.getByLabel("Phrase", { exact: true }).fill("Nice to meet you.");
    },
    answer: async (region) => {
      // Headless Chromium has no microphone: the student types the phrase instead.
      const typeInstead = region.getByRole("button", { name: "Type it instead" });
      if (await typeInstead.isVisible()) await typeInstead.click();
      await region.getByLabel("Type the phrase").fill("Nice to meet you.");
      await region.getByRole("button", { name: "Check answer" }).click();
    },
  },
  {
    title: `Office words ${stamp}`,
    type: "flashcard",
    fill: async (dialog) => {
      await dialog.getByLabel("Front 1", { exact: true }).fill("desk");
      await dialog.getByLabel("Back 1", { exact: true }).fill("the table you work at");
      await dialog.getByRole("button", { name: "Add card" }).click();
      await dialog.getByLabel("Front 2", { exact: true }).fill("stapler");
      await dialog.getByLabel("Back 2", { exact: true }).fill("it joins sheets of paper");
    },
    answer: async (region) => {
      for (let card = 0; card < 2; card++) {
        await region.getByRole("button", { name: "Flip" }).click();
        await region.getByRole("button", { name: "I knew it" }).click();
      }
    },
  },
];

/** No axe violation in the open dialog, and nothing wider than the screen, at 1280 and at 375 px. */
const expectDialogAccessible = async (page: Page, where: string) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations, `${where} at ${viewport.width} px`).toEqual([]);
    const overflow = await page.getByRole("dialog").evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(overflow, `${where} sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
};

const subscribe = async (page: Page) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
};

test("an admin builds a course with a picture, a rich-text lesson and all six exercise types through forms, publishes; a student sees its facts and passes every exercise; the audit log lists it all", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const lessonTitle = `Phone calls at work ${stamp}`;
  const authored = exercises(stamp);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  const courseTitle = `Workplace English ${stamp}`;
  const courseId = await createCourseWithPicture(page, courseTitle);

  // The lesson, in rich text: a heading, bold (Ctrl+B) and a bulleted list, as a draft.
  await page.getByRole("button", { name: "Add lesson to module 1" }).click();
  const lessonDialog = page.getByRole("dialog", { name: "New lesson" });
  await lessonDialog.getByLabel("Title", { exact: true }).fill(lessonTitle);
  await lessonDialog.getByLabel("Description", { exact: true }).fill("Answering and making short calls.");
  const editor = lessonDialog.getByRole("textbox", { name: "Explanation" });
  await editor.click();
  await lessonDialog.getByRole("button", { name: "Heading", exact: true }).click();
  await editor.pressSequentially("Answering the phone");
  await editor.press("Enter");
  await editor.pressSequentially("Always say your name ");
  await editor.press("Control+b");
  await editor.pressSequentially("first");
  await editor.press("Control+b");
  await editor.pressSequentially(".");
  await editor.press("Enter");
  await lessonDialog.getByRole("button", { name: "Bulleted list", exact: true }).click();
  await expect(lessonDialog.getByRole("button", { name: "Bulleted list", exact: true })).toHaveAttribute("aria-pressed", "true");
  await editor.pressSequentially("Hello, this is Sipho.");
  await editor.press("Enter");
  await editor.pressSequentially("How can I help you?");
  await lessonDialog.getByLabel("Published: students of the course can see this lesson").uncheck();
  await expectDialogAccessible(page, "the lesson form");
  await lessonDialog.getByRole("button", { name: "Create lesson" }).click();
  await expect(lessonDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: lessonTitle })).toBeVisible();

  // Six exercises, one per type, through their forms: there is no JSON anywhere.
  await page.getByRole("button", { name: `Exercises (0) of ${lessonTitle}` }).click();
  for (const exercise of authored) {
    await page.getByRole("button", { name: `Add exercise to ${lessonTitle}` }).click();
    const dialog = page.getByRole("dialog", { name: "New exercise" });
    await dialog.getByLabel("Title", { exact: true }).fill(exercise.title);
    await dialog.getByLabel("Instructions", { exact: true }).fill("Do this exercise as a student would.");
    await dialog.getByLabel("Type", { exact: true }).selectOption(exercise.type);
    await expect(dialog.getByText(/JSON/)).toHaveCount(0);
    await exercise.fill(dialog);
    if (exercise.type === "fill_in_blank" || exercise.type === "audio") await expectDialogAccessible(page, `the ${exercise.type} form`);
    // The live preview is the student's view of what is being written.
    await expect(
      dialog.getByRole("region", { name: "Preview: what students see" }).getByRole("heading", { name: exercise.title }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Create exercise" }).click();
    await expect(dialog).toBeHidden();
  }

  // Reorder: the fill-in-the-blank moves above the multiple choice.
  await page.getByRole("button", { name: `Move ${authored[1]!.title} up` }).click();
  const list = page.getByRole("list", { name: `Exercises of ${lessonTitle}` });
  await expect(list.getByRole("listitem").first()).toContainText(`1. ${authored[1]!.title}`);
  await expect(list.getByRole("listitem").nth(1)).toContainText(`2. ${authored[0]!.title}`);

  await page.getByRole("button", { name: `Publish ${lessonTitle}` }).click();
  await expect(page.getByRole("button", { name: `Unpublish ${lessonTitle}` })).toBeVisible();
  await page.getByRole("button", { name: "Publish course" }).click();
  await expect(page.getByRole("button", { name: "Unpublish course" })).toBeVisible();

  const detail = (await (await page.request.get(`/api/admin/courses/${courseId}`)).json()) as {
    lessons: { id: number; title: string; content: string }[];
  };
  const lesson = detail.lessons.find((item) => item.title === lessonTitle)!;
  expect(lesson.content).toBe(
    "<h2>Answering the phone</h2><p>Always say your name <strong>first</strong>.</p><ul><li><p>Hello, this is Sipho.</p></li><li><p>How can I help you?</p></li></ul>",
  );

  // A student: subscribed, enrolled, on the lesson.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await registerStudent(student, { firstName: "Amara" });
  await expect(student).toHaveURL(/\/dashboard$/);
  await subscribe(student);
  await student.goto(`/courses/${courseId}`);
  // The course page: its picture, its modules and facts computed from what the admin built.
  await expect(student.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
  await expect(student.getByText(/^1 lesson · 1 module · \d+ min$/)).toBeVisible();
  await expect(student.getByRole("img", { name: `Illustration for the ${courseTitle} course` })).toHaveAttribute(
    "srcset",
    /\/api\/course-images\//,
  );
  await expect(student.getByRole("heading", { name: "Module 1: Meetings" })).toBeVisible();
  await expect(student.getByText(lessonTitle)).toBeVisible();
  await student.getByRole("button", { name: "Enroll Now" }).first().click();
  await expect(student).toHaveURL(new RegExp(`/courses/${courseId}/learn$`));
  await student.goto(`/courses/${courseId}/lessons/${lesson.id}`);

  const explanation = student.getByRole("region", { name: "Explanation" });
  await expect(explanation.getByRole("heading", { level: 2, name: "Answering the phone" })).toBeVisible();
  await expect(explanation.locator("strong")).toHaveText("first");
  await expect(explanation.getByRole("listitem")).toHaveText(["Hello, this is Sipho.", "How can I help you?"]);

  const inOrder = [authored[1]!, authored[0]!, ...authored.slice(2)];
  for (const [index, exercise] of inOrder.entries()) {
    await expect(student.getByText(`Exercise ${index + 1} of ${inOrder.length}`)).toBeVisible();
    const region = student.getByRole("region", { name: exercise.title });
    await exercise.answer(region);
    await expect(region.getByRole("status")).toContainText(/Correct|Passed|Done|match/);
    if (index < inOrder.length - 1) await student.getByRole("button", { name: "Next exercise" }).click();
  }
  // The course's only lesson is done, so the course is: the student is offered the certificate.
  const done = student.getByRole("dialog", { name: "Course complete!" });
  await expect(done).toContainText(`You completed ${courseTitle}`);
  await expect(done.getByRole("link", { name: "View your certificate" })).toBeVisible();
  await studentContext.close();

  // The audit log lists each of these actions under the admin's name.
  await page.goto("/admin/audit-log");
  await page.getByLabel("Search").fill(stamp);
  const entries = page.getByRole("listitem");
  for (const summary of [
    `Created the course "${courseTitle}" (a draft)`,
    `Created lesson "${lessonTitle}" in module 1`,
    ...authored.map((exercise) => `Created exercise "${exercise.title}" (${exercise.type})`),
    `Moved exercise "${authored[1]!.title}" to place 1 in its lesson`,
    `Published "${courseTitle}"`,
  ]) {
    await expect(entries.filter({ hasText: summary }).first()).toBeVisible();
  }
  await expect(entries.filter({ hasText: `Created the course "${courseTitle}"` }).getByText(E2E_ADMIN.username)).toBeVisible();
});
