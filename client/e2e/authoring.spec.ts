import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support";

test("an admin adds a lesson with an exercise to a course, previews it as a student sees it, and it is public", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const lessonTitle = `Telephone calls ${stamp}`;
  const exerciseTitle = `Answer the phone ${stamp}`;
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);

  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.getByRole("button", { name: "Open Beginner English (A1-A2)" }).click();

  await page.getByRole("button", { name: "Add lesson to module 2" }).click();
  const lessonDialog = page.getByRole("dialog", { name: "New lesson" });
  await lessonDialog.getByLabel("Title").fill(lessonTitle);
  await lessonDialog.getByLabel("Description").fill("Answering and making short calls.");
  await lessonDialog.getByRole("textbox", { name: "Explanation" }).fill("Say your name first, then ask how you can help.");
  await lessonDialog.getByLabel("Examples").fill("Hello, this is Sipho.\nHow can I help you?");
  await lessonDialog.getByRole("button", { name: "Create lesson" }).click();
  await expect(lessonDialog).toBeHidden();
  await expect(page.getByRole("heading", { name: lessonTitle })).toBeVisible();

  await page.getByRole("button", { name: `Exercises (0) of ${lessonTitle}` }).click();
  await page.getByRole("button", { name: `Add exercise to ${lessonTitle}` }).click();
  const exerciseDialog = page.getByRole("dialog", { name: "New exercise" });
  await exerciseDialog.getByLabel("Title").fill(exerciseTitle);
  await exerciseDialog.getByLabel("Instructions").fill("Choose what you say first on the phone.");
  await exerciseDialog.getByLabel("Type").selectOption("multiple_choice");
  await exerciseDialog.getByLabel("Question", { exact: true }).fill("The phone rings at work. What do you say?");
  await exerciseDialog.getByLabel("Option 1", { exact: true }).fill("Bye!");
  await exerciseDialog.getByLabel("Option 2", { exact: true }).fill("Hello, this is Sipho.");
  await exerciseDialog.getByRole("button", { name: "Remove option 3" }).click();
  await exerciseDialog.getByRole("radio", { name: "Right answer: option 2" }).check();
  await exerciseDialog.getByRole("button", { name: "Create exercise" }).click();
  await expect(exerciseDialog).toBeHidden();

  await page.getByRole("button", { name: `Preview ${exerciseTitle}` }).click();
  const preview = page.getByRole("dialog", { name: "Preview" });
  await expect(preview.getByText("The phone rings at work. What do you say?")).toBeVisible();
  await preview.getByText("Hello, this is Sipho.", { exact: true }).click();
  await preview.getByRole("button", { name: "Check answer" }).click();
  await expect(preview.getByRole("status")).toContainText("Correct");

  // Published on creation: the public outline lists it, without the answer.
  const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
  const a1 = courses.find((course) => course.slug === "a1-a2")!;
  const outline = (await (await page.request.get(`/api/courses/${a1.id}/lessons`)).json()) as {
    title: string;
    module: number;
    exerciseCount: number;
  }[];
  expect(outline.find((lesson) => lesson.title === lessonTitle)).toMatchObject({ module: 2, exerciseCount: 1 });
});
