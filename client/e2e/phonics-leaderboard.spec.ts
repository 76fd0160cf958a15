import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PHONICS_SOUNDS } from "../../shared/phonics/sounds";
import { openConfirmationLink } from "./confirm-email";
import { E2E_ADMIN, registerStudent, signIn } from "./support";

/** Answers the Sound Matching round on screen rightly: the picture whose word starts with the sound asked. */
const answerRightly = async (page: Page) => {
  const sound = await page
    .getByText(/Which picture starts with the sound/)
    .locator("strong")
    .textContent();
  const word = PHONICS_SOUNDS.find((entry) => entry.sound === sound)!.word;
  await page.getByRole("button", { name: word, exact: true }).click();
};

/**
 * The new controls meet WCAG A/AA as the rest of the site does, at a desktop and a phone width
 * (accessibility.spec.ts does not reach the admin tab or a removed child's notice).
 */
const expectNoAxeViolations = async (page: Page) => {
  await expect(page.locator("main .animate-spin")).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .setLegacyMode(true)
      .analyze();
    const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
    expect(found, `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
};

test("a child's honest game reaches the leaderboard under its nickname, and an admin removes and restores it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The browser's clock, so the game can take a child's time without the test waiting for it.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: "reduce" });
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
  await dialog.getByLabel("First name or nickname").fill("Thabo");
  await dialog.getByRole("checkbox", { name: "Show my child on the phonics leaderboard under a nickname" }).check();
  await dialog.getByLabel("Leaderboard nickname").selectOption("Kind Koala");
  await dialog.getByRole("button", { name: "Add child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Leaderboard nickname")).toHaveValue("Kind Koala");
  await expect(page.getByText("Child Added")).toBeHidden({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  // Five right rounds of Sound Matching, ten seconds each: 250 points, as the game shows and the server counts.
  for (let round = 0; round < 5; round++) {
    await answerRightly(page);
    await page.clock.fastForward("00:10");
    await page.getByRole("button", { name: round < 4 ? "Next round" : "Finish game" }).click();
  }
  await expect(page.getByRole("heading", { name: "Perfect game! 250 points" })).toBeVisible();
  await expect(page.getByText("Saved to your progress.")).toBeVisible();

  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  const board = page.getByRole("region", { name: "Leaderboard (last 30 days)" });
  const entry = board.getByRole("listitem").filter({ hasText: "Kind Koala" });
  await expect(entry).toContainText("250 points");
  await expect(board).not.toContainText("Thabo");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  // Signed in once the app has moved on: a navigation before that would abort the sign-in.
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  await admin.emulateMedia({ reducedMotion: "reduce" });
  await admin.goto("/admin/phonics-leaderboard");
  await expect(admin.getByRole("list", { name: "Leaderboard entries" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole("button", { name: `Remove Kind Koala (${username})` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(admin.getByText("Entry Removed").first()).toBeVisible();

  await page.reload();
  await page.getByLabel("Who is practising?").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
  await expect(page.getByRole("region", { name: "Leaderboard (last 30 days)" })).not.toContainText("Kind Koala");
  await expect(page.getByRole("status").filter({ hasText: "The school has taken Thabo off the leaderboard." })).toBeVisible();
  await expectNoAxeViolations(page);

  await admin.getByRole("button", { name: `Restore Kind Koala (${username})` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
  await expect(admin.getByText("Entry Restored").first()).toBeVisible();
  await adminContext.close();
});
