import { expect, test, type Page } from "@playwright/test";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { openConfirmationLink } from "./confirm-email";
import { registerStudent } from "./support";

/**
 * Headless Chromium has no microphone and no voices: speech synthesis is silenced and speech recognition
 * replaced by one that "hears" the next phrase of `heard` (the language it was asked for is recorded).
 */
const stubSpeech = async (page: Page, heard: string[]) => {
  await page.addInitScript((phrases: string[]) => {
    const queue = [...phrases];
    const scope = window as unknown as Record<string, unknown>;
    scope.__recognitionLangs = [];
    Object.defineProperty(window, "speechSynthesis", {
      value: { speak: () => {}, cancel: () => {}, getVoices: () => [], speaking: false, pending: false, paused: false },
    });
    class FakeRecognition {
      lang = "";
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (scope.__recognitionLangs as string[]).push(this.lang);
        const transcript = queue.shift() ?? "";
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript, confidence: 0.9 }]] });
          this.onend?.();
        }, 50);
      }
      stop() {}
      abort() {}
    }
    scope.SpeechRecognition = FakeRecognition;
    scope.webkitSpeechRecognition = FakeRecognition;
  }, heard);
};

test("a visitor plays a round of Sound Matching with the free sounds", async ({ page }) => {
  await page.goto("/phonics");
  // The locked groups fold away under one line, below the games.
  await page.getByText("more sounds open with a kids plan or the free trial").click();
  await expect(page.getByRole("button", { name: "m (locked)" })).toBeDisabled();
  const sound = await page
    .getByText(/Which picture starts with the sound/)
    .locator("strong")
    .textContent();
  const word = PHONICS_SOUNDS.find((entry) => entry.sound === sound)!.word;
  await page.getByRole("button", { name: word, exact: true }).click();
  await expect(page.getByText("Well done! +50 points")).toBeVisible();
  await expect(page.getByText("Score 50")).toBeVisible();
});

test("a parent starts the trial, adds a child, practises a sound by voice and sees its mastery move", async ({ page }) => {
  test.setTimeout(90_000);
  await stubSpeech(page, ["bus", "sun", "sun"]);
  const { username } = await registerStudent(page, { firstName: "Nomsa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The trial needs a confirmed address.
  await openConfirmationLink(page, `${username}@example.com`);
  await page.goto("/kids");
  await page.getByRole("button", { name: "Start Free Trial" }).first().click();
  await expect(page.getByText("Free Trial Started").first()).toBeVisible();

  await page.goto("/phonics");
  await page.getByRole("button", { name: "Add a child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a child" });
  await dialog.getByLabel("First name or nickname").fill("Zanele");
  await dialog.getByLabel("Age").selectOption("6");
  await dialog.getByRole("button", { name: "owl" }).click();
  await dialog.getByRole("button", { name: "Add child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Who is practising?")).toHaveValue(/\d+/);
  // The trial's Starter plan has room for one child.
  await expect(page.getByText("1 of 1 child profile used.")).toBeVisible();

  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  await expect(page.getByText("No sounds practised yet: play a game or try voice practice.")).toBeVisible();
  await expect(page.getByText(/may send your child's voice to its maker's service/)).toBeVisible();
  await page.getByRole("button", { name: "I am the parent and I agree" }).click();
  const speak = page.getByRole("button", { name: "Start speaking" });
  await speak.click();
  await expect(page.getByText(/I heard "bus"/)).toBeVisible();
  const sound = page.getByRole("listitem", { name: "Sound s" });
  await expect(sound.getByText("0 of 1 right")).toBeVisible();
  await expect(sound.getByText("Beginner")).toBeVisible();
  await speak.click();
  await expect(sound.getByText("1 of 2 right")).toBeVisible();
  await speak.click();
  await expect(page.getByText(/I heard "sun": 100%/)).toBeVisible();
  await expect(sound.getByText("2 of 3 right")).toBeVisible();
  await expect(sound.getByText("Learning")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __recognitionLangs: string[] }).__recognitionLangs)).toEqual([
    "en-US",
    "en-US",
    "en-US",
  ]);

  // The parent's own page shows the child.
  await page.goto("/family");
  await expect(page.getByRole("article", { name: "Zanele" })).toBeVisible();
});

test("the lesson demo goes from Aa to Complete Lesson with a percentage", async ({ page }) => {
  await stubSpeech(page, ["apple", "aunt", "ambulance"]);
  await page.goto("/phonics-demo");
  await expect(page.getByRole("link", { name: "Back to Kids Learning" })).toHaveAttribute("href", "/kids");
  await expect(page.getByRole("button", { name: "Aa" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "I am the parent and I agree" }).click();
  for (const [index, word] of ["apple", "ant", "ambulance"].entries()) {
    await expect(page.getByRole("heading", { name: word })).toBeVisible();
    await page.getByRole("button", { name: "Say it" }).click();
    await expect(page.getByText(/points$/).first()).toBeVisible();
    await page.getByRole("button", { name: index < 2 ? "Next Word" : "Complete Lesson" }).click();
  }
  await expect(page.getByRole("heading", { name: "Lesson complete!" })).toBeVisible();
  // apple 3, "aunt" for ant 2, ambulance 3: 8 of 9.
  await expect(page.getByText("89%")).toBeVisible();
});
