import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { uniqueUsername } from "./support";

type Course = { id: number; slug: string; title: string };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a visitor creates an account from the Basic card, pays, and Basic opens the one course they chose", async ({ page, request }) => {
  const courses = (await (await request.get("/api/courses")).json()) as Course[];
  const bySlug = (slug: string) => courses.find((course) => course.slug === slug)!;
  const [a1, b1, tefl] = [bySlug("a1-a2"), bySlug("b1-b2"), bySlug("tefl-level-3")];

  // Pricing as a visitor: "Create an account" comes back to the chosen plan's checkout.
  await page.goto("/pricing");
  await page.getByRole("link", { name: /^Create an account ?\(Basic plan\)$/ }).click();
  await expect(page).toHaveURL(/\/register\?redirect=\/subscribe\/\d+$/);
  const username = uniqueUsername("basic");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("sunflower-e2e-42");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("First name").fill("Naledi");
  await page.getByLabel("Last name").fill("Mokoena");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/subscribe\/\d+$/);
  await expect(page.getByText("Nothing is charged automatically: you pay each month from a reminder link")).toBeVisible();
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The first course enrolled in becomes the Basic student's course.
  await page.goto(`/courses/${a1.id}`);
  await expect(page.getByText("Your Basic plan opens one course of your choice. Enrolling in this course makes it yours.")).toBeVisible();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${a1.id}/learn$`));

  // Another CEFR course: the student's course is named, and it can change only from the next period.
  await page.goto(`/courses/${b1.id}`);
  const note = page.getByRole("region", { name: "Your plan and this course" });
  await expect(note).toContainText(`Your Basic plan opens one course: ${a1.title}.`);
  await expect(note).toContainText(/You chose it in this billing period\. You can change your course from \d{1,2} \w{3}\./);
  await expect(note.getByRole("button", { name: "Choose this course" })).toHaveCount(0);
  await expectNoViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/courses/${tefl.id}`);
  await expect(page.getByText("The TEFL courses come with the Premium plan. Your Basic plan does not open this course.")).toBeVisible();

  await page.goto("/courses");
  await expect(page.getByRole("region", { name: "Your course" }).getByRole("link", { name: a1.title })).toBeVisible();

  // The profile: the course, and when the next payment is asked for.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Profile" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText(/^Your course:/)).toContainText(a1.title);
  await expect(panel.getByText(/^Next payment due \d{1,2} \w{3}, we email you a payment link$/)).toBeVisible();
  await expect(panel.getByText("Active")).toBeVisible();
  await expectNoViolations(page);
});
