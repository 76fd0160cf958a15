import { expect, test, type Page } from "@playwright/test";
import { registerStudent, signIn } from "./support";

/** Moves the server's clock forward (this project's app runs with TEST_CLOCK_CONTROL). */
const advanceServerClock = async (page: Page, advanceMs: number) => {
  const response = await page.request.post("/api/test-clock", { data: { advanceMs }, headers: { "X-Requested-With": "fetch" } });
  expect(response.status()).toBe(200);
};

/** The parent marks one voice-practice try as right and waits until it is saved. */
const markRight = async (page: Page, expected: string) => {
  await page.getByRole("button", { name: "Said it right" }).click();
  await expect(page.getByText(expected)).toBeVisible();
};

test("a parent's child masters a sound only on the second day of right answers", async ({ page }) => {
  test.setTimeout(120_000);
  const { username, password } = await registerStudent(page, { firstName: "Nomsa", redirect: "/kids/start-trial" });
  await expect(page.getByText("Free Trial Started").first()).toBeVisible();

  await page.goto("/phonics");
  await page.getByRole("button", { name: "Add a child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a child" });
  await dialog.getByLabel("First name or nickname").fill("Zanele");
  await dialog.getByLabel("Age").selectOption("6");
  await dialog.getByRole("button", { name: "owl" }).click();
  await dialog.getByRole("button", { name: "Add child" }).click();
  await expect(dialog).toBeHidden();
  const childId = await page.getByLabel("Who is practising?").inputValue();

  // Day 1: without the parent's consent to speech recognition, the parent marks each try by ear.
  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  await expect(page.getByText(/may send your child's voice to its maker's service \(Google for Chrome, Apple for Safari\)/)).toBeVisible();
  for (let tries = 1; tries <= 12; tries++) await markRight(page, `Saved. s: ${tries} of ${tries} right.`);
  const sound = page.getByRole("listitem", { name: "Sound s" });
  await expect(sound.getByText("12 of 12 right")).toBeVisible();
  await expect(sound.getByText("Good")).toBeVisible();
  await expect(sound.getByText("Right on 1 of 2 days")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Badges · 0 sounds mastered" })).toBeVisible();
  // 12 tries of 5 seconds: the dashboard and the family summary give the same figure.
  await expect(page.getByText("1 min", { exact: true })).toBeVisible();
  const family = await page.request.get("/api/phonics/family");
  expect(await family.json()).toEqual([expect.objectContaining({ firstName: "Zanele", soundsMastered: 0, weeklyPracticeSeconds: 60 })]);

  // Day 2: the session has idled out overnight; the parent signs in again.
  await advanceServerClock(page, 24 * 60 * 60 * 1000);
  const session = await (await page.request.get("/api/session")).json();
  await page.goto("/login?redirect=/phonics");
  if (session.user === null) await signIn(page, username, password);
  await page.goto(`/phonics?child=${childId}`);
  await expect(page.getByLabel("Who is practising?")).toHaveValue(childId);
  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  await markRight(page, "Saved. s: 13 of 13 right.");
  await expect(sound.getByText("Mastered")).toBeVisible();
  await expect(sound.getByText("Right on 2 different days.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Badges · 1 sound mastered" })).toBeVisible();
  await expect(page.getByText("First Sound").locator("..")).toContainText("Unlocked");
  expect(await (await page.request.get("/api/phonics/family")).json()).toEqual([expect.objectContaining({ soundsMastered: 1 })]);

  // The dashboard fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
