import { expect, test, type Page } from "@playwright/test";
import { openConfirmationLink } from "./confirm-email";
import { signIn, uniqueUsername } from "./support";

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

test("a parent goes from the kids page to the trial, the parent home and their child's sound mastered on the second day", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The kids page's first button: a visitor registers and comes back to start the trial.
  await page.goto("/kids");
  await page.getByRole("link", { name: "Start Free 7-Day Trial" }).first().click();
  await expect(page).toHaveURL(/\/register\?redirect=\/kids\/start-trial$/);
  const username = uniqueUsername("parent");
  const password = "sunflower-e2e-42";
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("First name").fill("Nomsa");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  // The trial needs a confirmed address: the parent opens the mailed link, then comes back to start it.
  await expect(page.getByRole("heading", { name: "Confirm your email address first" })).toBeVisible();
  await openConfirmationLink(page, `${username}@example.com`);
  await page.goto("/kids/start-trial");
  await expect(page).toHaveURL(/\/family$/);
  await expect(page.getByText("Free Trial Started").first()).toBeVisible();
  await expect(page.getByText(/^Free trial, ends \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();

  // The parent home: add the child, then practise with her.
  await page.getByRole("button", { name: "Add your child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add your child" });
  await dialog.getByLabel("First name or nickname").fill("Zanele");
  await dialog.getByLabel("Age").selectOption("6");
  await dialog.getByRole("button", { name: "owl" }).click();
  await dialog.getByRole("button", { name: "Add child" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("article", { name: "Zanele" }).getByRole("link", { name: "Practise with Zanele" }).click();
  await expect(page).toHaveURL(/\/phonics\?child=\d+$/);
  const childId = new URL(page.url()).searchParams.get("child")!;
  await expect(page.getByLabel("Who is practising?")).toHaveValue(childId);

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

  // Day 2: a session lives 12 hours at most, so the parent signs in again the next day.
  await advanceServerClock(page, 24 * 60 * 60 * 1000);
  expect(await (await page.request.get("/api/session")).json()).toEqual({ user: null });
  await page.goto(`/login?redirect=${encodeURIComponent(`/phonics?child=${childId}`)}`);
  await signIn(page, username, password);
  // Signed in once the app has moved on: a navigation before that would abort the sign-in.
  await expect(page).toHaveURL(new RegExp(`/phonics\\?child=${childId}$`));
  await expect(page.getByLabel("Who is practising?")).toHaveValue(childId);
  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  await markRight(page, "Saved. s: 13 of 13 right.");
  await expect(sound.getByText("Mastered")).toBeVisible();
  await expect(sound.getByText("Right on 2 different days.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Badges · 1 sound mastered" })).toBeVisible();
  await expect(page.getByText("First Sound").locator("..")).toContainText("Unlocked");
  expect(await (await page.request.get("/api/phonics/family")).json()).toEqual([expect.objectContaining({ soundsMastered: 1 })]);

  // The parent home shows the same progress.
  await page.goto("/family");
  const zanele = page.getByRole("article", { name: "Zanele" });
  await expect(zanele.getByText("Sounds mastered")).toBeVisible();
  await expect(zanele).toContainText(/Sounds mastered\s*1/);
  await page.goto(`/phonics?child=${childId}`);
  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();

  // The dashboard fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
