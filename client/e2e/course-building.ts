import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

// A 1600x900 picture made here: an orange field with a blue band, so a resize that lost it would show.
export const makePicture = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: "#f97316" } })
    .composite([{ input: { create: { width: 1600, height: 200, channels: 3, background: "#1d4ed8" } }, top: 350, left: 0 }])
    .png()
    .toBuffer();

/**
 * On /admin/content as an admin: a new course with two points of what you'll learn and two modules
 * (Meetings, E-mail), then its picture uploaded in the editor. Answers the new course's id.
 */
export const createCourseWithPicture = async (page: Page, title: string) => {
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "New course" }).click();
  const dialog = page.getByRole("dialog", { name: "New course" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Description", { exact: true }).fill("Meetings and e-mails for the workplace, step by step.");
  await dialog.getByLabel("Level").selectOption("B1-B2");
  await dialog.getByLabel("Overview (optional)").fill("Two short modules for people who use English at work.");
  await dialog.getByRole("button", { name: "Add a point" }).click();
  await dialog.getByLabel("Point 1", { exact: true }).fill("Open and close a meeting");
  await dialog.getByRole("button", { name: "Add a point" }).click();
  await dialog.getByLabel("Point 2", { exact: true }).fill("Write a clear subject line");
  await dialog.getByRole("button", { name: "Add module" }).click();
  await dialog.getByLabel("Module 1 title", { exact: true }).fill("Meetings");
  await dialog.getByLabel("Module 1 description (optional)").fill("Opening, agreeing and closing.");
  await dialog.getByRole("button", { name: "Add module" }).click();
  await dialog.getByLabel("Module 2 title", { exact: true }).fill("E-mail");
  await dialog.getByRole("button", { name: "Create course" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByText("2 modules · 2 points in what you'll learn")).toBeVisible();
  const courseId = Number(new URL(page.url()).searchParams.get("course"));
  expect(courseId).toBeGreaterThan(0);

  // The picture: chosen in the editor, resized on the server, shown from its stored address.
  await page.getByLabel("Upload picture").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await makePicture() });
  await expect(page.getByRole("img", { name: `Picture of the ${title} course` })).toHaveAttribute(
    "src",
    /^\/api\/course-images\/[0-9a-f]{64}\/card\.webp$/,
  );
  await expect(page.getByLabel("Replace picture")).toBeAttached();
  return courseId;
};
