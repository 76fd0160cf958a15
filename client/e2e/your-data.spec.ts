import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { registerStudent, signIn } from "./support";

test("a student downloads their data, closes the account, and can no longer sign in", async ({ page }) => {
  const { username, password } = await registerStudent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("tab", { name: "Profile" }).click();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^my-data-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as { tables: Record<string, Record<string, unknown>[]> };
  expect(data.tables.users).toEqual([expect.objectContaining({ username, email: `${username}@example.com`, firstName: "Lerato" })]);
  expect(data.tables.users![0]).not.toHaveProperty("password");

  await page.getByRole("button", { name: "Close my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Close your account?" });
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Close my account" }).click();
  await expect(dialog.getByText("That password is not right. Your account is still open.")).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Close my account" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/login");
  await signIn(page, username, password);
  await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
