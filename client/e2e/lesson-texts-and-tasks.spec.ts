import { expect, test, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import type { ExerciseContent, ExerciseType } from "../../shared/api/learning";
import { loadCurriculum } from "../../server/curriculum/load-curriculum";
import { fromProjectRoot } from "../../server/lib/project-root";
import { registerStudent } from "./support";

// The B1 lesson with the four text and task types (issue 43), walked as a student at a desktop's and a
// phone's width: its key words, the story read and its questions answered, the conversation with no voice
// to play it (Chromium here has none) read from its transcript, a story written and handed in (the feedback
// shown, the text kept for a teacher), and a spoken answer timed without a microphone and checked off.

// content/courses/b1-b2/module-1/05-a-story-from-the-past-reading-and-writing.md
const LESSON = (() => {
  const b1 = loadCurriculum(fromProjectRoot("content", "courses")).courses.find((course) => course.slug === "b1-b2")!;
  const lesson = b1.modules[0]!.lessons.find((item) => item.file.endsWith("05-a-story-from-the-past-reading-and-writing.md"))!;
  const exercise = <Type extends ExerciseType>(type: Type) => {
    const found = lesson.exercises.find((item) => item.type === type)!;
    return { title: found.title, number: lesson.exercises.indexOf(found) + 1, content: found.content as ExerciseContent<Type> };
  };
  return {
    title: lesson.title,
    exerciseCount: lesson.exercises.length,
    vocabulary: lesson.vocabulary,
    reading: exercise("reading_text"),
    listening: exercise("listening_text"),
    writing: exercise("writing_task"),
    speaking: exercise("speaking_task"),
  };
})();

// 126 words, between the task's 100 and 150, one word misspelt on purpose ("beautifull") and no word used
// four times.
const STORY = `Last summer I was staying with my aunt in a small town near the sea. One morning we were walking to the market when it suddenly started to rain very hard, so we ran into an old bookshop to stay dry.

The owner, a friendly woman with grey hair, had lived in the town all her life. She showed us a beautifull map of the coast that her grandfather had drawn a hundred years ago. As soon as my aunt saw it, she recognised her own house on the map.

By the time the rain stopped, we had drunk three cups of tea and heard many stories about the old days. Eventually we walked home in the sunshine. My aunt still visits the bookshop every week.`;
const STORY_WORDS = 126;

const subscribe = async (page: Page) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
};

/** The lesson page never scrolls sideways (a phone's width is the one that could). */
const expectNoSideScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "the page's width against the window's").toBeLessThanOrEqual(widths.client);
};

/** Each question answered with its key by clicking the option's text (the radio is hidden under its card). */
const answerQuestions = async (region: Locator, questions: { question: string; options: string[]; answer: number }[]) => {
  for (const question of questions) {
    const group = region.getByRole("group", { name: question.question, exact: true });
    await group.getByText(question.options[question.answer]!, { exact: true }).click();
    await expect(group.getByRole("radio", { name: question.options[question.answer]!, exact: true })).toBeChecked();
  }
};

/** After the check, each chosen option is marked as the right answer, and none as a wrong one. */
const expectMarkedRight = async (region: Locator, questions: { question: string; options: string[]; answer: number }[]) => {
  for (const question of questions) {
    const group = region.getByRole("group", { name: question.question, exact: true });
    await expect(group.getByRole("radio", { name: `${question.options[question.answer]!} Right answer`, exact: true })).toBeChecked();
  }
  await expect(region.getByRole("radio", { name: /Your answer$/ })).toHaveCount(0);
};

/** The writing_submissions rows of one student, straight from PostgreSQL (only when the app runs on one). */
const storedWritings = async (username: string) => {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ text: string; word_count: number }>(
      "select w.text, w.word_count from writing_submissions w join users u on u.id = w.user_id where u.username = $1",
      [username],
    );
    return result.rows;
  } finally {
    await client.end();
  }
};

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`a student reads, listens, writes and speaks through the B1 story lesson at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { username } = await registerStudent(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await subscribe(page);

    const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
    const course = courses.find((item) => item.slug === "b1-b2")!;
    await page.goto(`/courses/${course.id}`);
    await page.getByRole("button", { name: "Enroll Now" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/learn$`));
    const lessons = (await (await page.request.get(`/api/courses/${course.id}/lessons`)).json()) as { id: number; title: string }[];
    const lesson = lessons.find((item) => item.title === LESSON.title)!;

    // The page's own clock, so that the spoken answer below can be timed at 50 seconds without waiting for them.
    await page.clock.install();
    await page.goto(`/courses/${course.id}/lessons/${lesson.id}`);
    await expect(page.getByRole("heading", { level: 1, name: LESSON.title })).toBeVisible();

    // Key words and phrases: each term with its level, and its example.
    const vocabulary = page.getByRole("region", { name: "Key words and phrases" });
    await expect(vocabulary.getByRole("heading", { name: "Key words and phrases" })).toBeVisible();
    await expect(vocabulary.getByRole("term")).toHaveText(LESSON.vocabulary.map((item) => `${item.term} Level ${item.level}`));
    await expect(vocabulary.getByRole("definition")).toHaveText(LESSON.vocabulary.map((item) => item.example));
    await expectNoSideScroll(page);

    // The story, then its five questions answered with their keys and checked: each marked right.
    const { reading } = LESSON;
    await expect(page.getByText(`Exercise ${reading.number} of ${LESSON.exerciseCount}`)).toBeVisible();
    const readingRegion = page.getByRole("region", { name: reading.title });
    const story = readingRegion.getByRole("article", { name: reading.content.title });
    await expect(story).toBeVisible();
    await expect(story).toContainText("I was about to give up when I noticed a small photo shop.");
    await expect(readingRegion.getByRole("region", { name: "5 questions" })).toBeVisible();
    await answerQuestions(readingRegion, reading.content.questions);
    await readingRegion.getByRole("button", { name: "Check answer" }).click();
    await expect(readingRegion.getByRole("status").getByText("Correct! 5 of 5", { exact: true })).toBeVisible();
    await expectMarkedRight(readingRegion, reading.content.questions);
    await expectNoSideScroll(page);

    // The conversation: no English voice here, so the page says so and shows the transcript at once.
    const { listening } = LESSON;
    await page.getByRole("button", { name: "Next exercise" }).click();
    await expect(page.getByText(`Exercise ${listening.number} of ${LESSON.exerciseCount}`)).toBeVisible();
    const listeningRegion = page.getByRole("region", { name: listening.title });
    const noVoice = "Your browser has no English voice to read this aloud, so its words are shown below to read instead.";
    await expect(listeningRegion.getByRole("status").filter({ hasText: noVoice })).toHaveText(noVoice);
    await expect(listeningRegion.getByRole("button", { name: "Play" })).toHaveCount(0);
    const transcript = listeningRegion.getByRole("region", { name: "Transcript" });
    for (const line of listening.content.lines) await expect(transcript).toContainText(`${line.speaker}: ${line.text}`);
    await answerQuestions(listeningRegion, listening.content.questions);
    await listeningRegion.getByRole("button", { name: "Check answer" }).click();
    await expect(listeningRegion.getByRole("status").getByText("Correct! 4 of 4", { exact: true })).toBeVisible();
    await expectMarkedRight(listeningRegion, listening.content.questions);
    await expectNoSideScroll(page);

    // A story of 126 words with "beautifull" in it, handed in: its length, the word to check with a
    // suggestion, the model answer, and that it is kept for the teacher.
    const { writing } = LESSON;
    await page
      .getByRole("navigation", { name: "Exercise list" })
      .getByRole("button", { name: `Exercise ${writing.number}: ${writing.title}`, exact: true })
      .click();
    await expect(page.getByText(`Exercise ${writing.number} of ${LESSON.exerciseCount}`)).toBeVisible();
    const writingRegion = page.getByRole("region", { name: writing.title });
    await expect(writingRegion.getByText(writing.content.prompt, { exact: true })).toBeVisible();
    await writingRegion.getByRole("textbox", { name: "Your text" }).fill(STORY);
    // The live count under the box, and the band a screen reader hears.
    await expect(writingRegion.getByText(`${STORY_WORDS} words`, { exact: true })).toBeVisible();
    await expect(writingRegion.getByRole("status").filter({ hasText: "within" })).toHaveText("within 100-150");
    await writingRegion.getByRole("button", { name: "Hand in my text" }).click();
    await expect(writingRegion.getByRole("status").getByText("Handed in: your text is the right length", { exact: true })).toBeVisible();
    const feedback = writingRegion.getByRole("region", { name: "Feedback on your text" });
    await expect(feedback.getByText("Length (fine)", { exact: true })).toBeVisible();
    await expect(feedback.getByText(`${STORY_WORDS} words; the task asks for 100-150 words.`, { exact: true })).toBeVisible();
    const spelling = feedback.getByRole("listitem").filter({ hasText: "Spelling (to look at)" });
    await expect(spelling.getByText("Check the spelling of this word:", { exact: true })).toBeVisible();
    // The one misspelt word, and nothing else, with the dictionary's suggestions.
    await expect(spelling.getByRole("listitem")).toHaveText(["beautifull did you mean beautiful, beautifully"]);
    await expect(feedback.getByText("No word is used too often.", { exact: true })).toBeVisible();
    await expect(feedback.getByRole("heading", { name: "Model answer" })).toBeVisible();
    await expect(feedback.getByText(writing.content.modelAnswer.split("\n\n")[0]!, { exact: true })).toBeVisible();
    await expect(feedback.getByText("Your text is kept for your teacher to mark.", { exact: true })).toBeVisible();
    await expectNoSideScroll(page);

    // The text is kept: in the student's own data (the app's export) and, on PostgreSQL, in its row.
    const exported = (await (await page.request.get("/api/me/data-export")).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.tables.writing_submissions).toEqual([expect.objectContaining({ text: STORY, wordCount: STORY_WORDS })]);
    if (process.env.E2E_DATABASE_URL) expect(await storedWritings(username)).toEqual([{ text: STORY, word_count: STORY_WORDS }]);

    // The spoken answer: no microphone here, so the page says so; the student times the answer and ticks the checklist.
    const { speaking } = LESSON;
    await page.getByRole("button", { name: "Next exercise" }).click();
    await expect(page.getByText(`Exercise ${speaking.number} of ${LESSON.exerciseCount}`)).toBeVisible();
    const speakingRegion = page.getByRole("region", { name: speaking.title });
    await expect(speakingRegion.getByText(speaking.content.prompt, { exact: true })).toBeVisible();
    await expect(speakingRegion.getByText("Speak for at least 45 seconds.", { exact: true })).toBeVisible();
    await speakingRegion.getByRole("button", { name: "Record" }).click();
    const noMicrophone =
      "There is no microphone to record with here. Answer aloud anyway: time yourself with the button below, then tick the checklist.";
    await expect(speakingRegion.getByRole("status").filter({ hasText: noMicrophone })).toHaveText(noMicrophone);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await speakingRegion.getByRole("button", { name: "Start timing" }).click();
    await page.clock.fastForward("00:50");
    await expect(speakingRegion.getByText("Timing... 0:50", { exact: true })).toBeVisible();
    await speakingRegion.getByRole("button", { name: "Stop timing" }).click();
    await expect(speakingRegion.getByText("You spoke for 0:50", { exact: true })).toBeVisible();
    await page.clock.resume();
    const checklist = speakingRegion.getByRole("group", { name: "After you speak, tick what your answer included" });
    for (const point of speaking.content.checklist) await checklist.getByRole("checkbox", { name: point, exact: true }).check();
    await speakingRegion.getByRole("button", { name: "Done" }).click();
    await expect(
      speakingRegion.getByRole("status").getByText("Well done! Your answer covered 4 of 4 points", { exact: true }),
    ).toBeVisible();
    const review = speakingRegion.getByRole("region", { name: "How did you do?" });
    await expect(review.getByText("You spoke for at least 45 seconds.", { exact: true })).toBeVisible();
    await expect(review.getByRole("listitem")).toHaveText(speaking.content.checklist.map((point) => `Ticked: ${point}`));
    await expect(review.getByRole("heading", { name: "Model answer" })).toBeVisible();
    await expect(review.getByText(speaking.content.modelAnswer, { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
  });
}
