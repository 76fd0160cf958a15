import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// A short course (one lesson, one exercise) made by an admin through the authoring API, so a student can
// finish a whole course in a test; the seeded courses have dozens of lessons.
const createShortCourse = async (admin: APIRequestContext, stamp: string) => {
  const post = async (path: string, data: unknown) => {
    const response = await admin.post(path, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  const course = await post("/api/admin/courses", {
    title: `Business Email Essentials ${stamp}`,
    description: "Write clear, polite emails at work in one short lesson.",
    level: "B1-B2",
  });
  const lesson = await post(`/api/admin/courses/${course.id}/lessons`, {
    title: `Opening an email ${stamp}`,
    description: "Greetings that fit the reader.",
    content: "Start with Dear and the person's name when you write to someone for the first time.",
    module: 1,
  });
  await post(`/api/admin/lessons/${lesson.id}/exercises`, {
    title: `Choose the greeting ${stamp}`,
    description: "Pick the best first line.",
    type: "multiple_choice",
    difficulty: "beginner",
    skill: "writing",
    content: { question: "You write to a client for the first time. How do you start?", options: ["Hey!", "Dear Ms Naidoo,"], answer: 1 },
  });
  const published = await admin.patch(`/api/admin/courses/${course.id}`, { data: { isPublished: true } });
  expect(published.status()).toBe(200);
  return { courseId: course.id, title: `Business Email Essentials ${stamp}` };
};

/** A visitor on the pricing page creates an account from the Standard card, comes back to its checkout and pays. */
const registerFromPricingAndSubscribe = async (page: Page, firstName: string) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: /^Create an account ?\(Standard plan\)$/ }).click();
  await expect(page).toHaveURL(/\/register\?redirect=\/subscribe\/\d+$/);
  const username = uniqueUsername("graduate");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill("sunflower-e2e-42");
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Dlamini");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/subscribe\/\d+$/);
  await page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
};

test("a visitor goes from pricing to an account and a plan, finishes a short course, meets the completion screen, downloads the certificate (hostile name escaped, a completion record without a grade), and a visitor verifies its number", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/admin\/overview$/);
  const { courseId, title } = await createShortCourse(adminPage.request, stamp);

  // A student whose name would run a script if the certificate did not escape it.
  const hostileName = "<img src=x onerror=alert(1)>";
  await registerFromPricingAndSubscribe(page, hostileName);
  await page.goto(`/courses/${courseId}`);
  // An authored course without a picture: a drawn cover, and figures from its one lesson (D1, D2).
  await expect(page.getByRole("img", { name: `Illustration for the ${title} course` })).toBeVisible();
  expect(await page.getByRole("img", { name: `Illustration for the ${title} course` }).evaluate((node) => node.tagName.toLowerCase())).toBe(
    "svg",
  );
  await expect(page.getByText(/^1 lesson · 1 module · \d+ min$/)).toBeVisible();
  await expect(page.getByText(/\bweeks?\b/)).toHaveCount(0);
  await page.getByRole("button", { name: "Enroll Now" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/learn$`));
  // An admin's course without a final assessment says beforehand that its certificate states no grade (D38).
  await expect(
    page
      .getByRole("region", { name: "Your certificate needs" })
      .getByText("This course has no final assessment, so its certificate records that you completed it, without a grade."),
  ).toBeVisible();
  await page
    .getByRole("link", { name: /^Start/ })
    .first()
    .click();
  const exercise = page.getByRole("region", { name: `Choose the greeting ${stamp}` });
  await exercise.getByText("Dear Ms Naidoo,", { exact: true }).click();
  await exercise.getByRole("button", { name: "Check answer" }).click();
  // The result that finishes the course opens the completion screen, which leads to the certificate.
  const completion = page.getByRole("dialog", { name: "Course complete!" });
  await expect(completion).toBeVisible();
  await expect(completion).toContainText("this course has no final assessment, so it states no grade.");
  await expect(completion).not.toContainText(/Distinction|Merit/);
  await completion.getByRole("link", { name: "View your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates$/);
  await expect(page.getByRole("heading", { name: "My Certificates" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Verified")).toBeVisible();
  // A completion record: no grade, and why (D38).
  await expect(card.getByText("None (a record of completion)")).toBeVisible();
  await expect(card.getByText(/Distinction|Merit/)).toHaveCount(0);
  const number = (await card.getByText(/^CC-\d{4}-[A-Z0-9]{8}$/).textContent())!;

  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: "Download Certificate" }).click()]);
  expect(download.suggestedFilename()).toBe(`Certificate_${title.replace(/\s+/g, "_")}_img_src=x_onerror=alert(1)_Dlamini.html`);
  // Kept under its .html name: Chromium shows a file without the extension as plain text.
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const html = readFileSync(file, "utf8");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).not.toContain("<img");
  expect(html).not.toContain("Grade achieved");
  expect(html).toContain("this certificate records that the course was completed, and states no grade.");

  // Opened as a file, as the student would: the name shows as text and nothing runs.
  const certificatePage = await page.context().newPage();
  const dialogs: string[] = [];
  certificatePage.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await certificatePage.goto(pathToFileURL(file).href);
  await expect(certificatePage.getByText("Certificate of Completion")).toBeVisible();
  await expect(certificatePage.getByText(`${hostileName} Dlamini`)).toBeVisible();
  await expect(certificatePage.getByText(number, { exact: true })).toBeVisible();
  await expect(certificatePage.locator("img")).toHaveCount(0);
  await expect(certificatePage.locator("svg")).toHaveCount(1);
  expect(dialogs).toEqual([]);

  // Anyone can check the number.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/verify");
  await visitorPage.getByLabel("Certificate number").fill(number.toLowerCase());
  await visitorPage.getByRole("button", { name: "Verify" }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/verify/${number}$`));
  await expect(visitorPage.getByRole("heading", { name: "Valid certificate" })).toBeVisible();
  await expect(visitorPage.getByText(title)).toBeVisible();
  await expect(visitorPage.getByText(`${hostileName} Dlamini`)).toBeVisible();
  await expect(visitorPage.getByText("None (a record of completion)")).toBeVisible();
  await expect(visitorPage.getByText(/Distinction|Merit/)).toHaveCount(0);
  await visitor.close();

  // The finished course's card on the dashboard says so and leads to the certificate (D13).
  await page.goto("/dashboard");
  const courseCard = page.getByRole("article", { name: title });
  await expect(courseCard.getByText("Completed")).toBeVisible();
  await expect(courseCard.getByRole("link", { name: /^View your certificate/ })).toHaveAttribute("href", "/certificates");
  await expect(courseCard.getByRole("link", { name: /Continue Learning/ })).toHaveCount(0);
  await adminContext.close();
});
