import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support";

/** The text of the first mail file (the app's file mailer) that mentions `needle`, quoted-printable undone. */
const mailMentioning = (needle: string) => {
  const folder = join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(folder);
  } catch {
    return undefined;
  }
  for (const file of files) {
    const text = readFileSync(join(folder, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (text.includes(needle)) return text;
  }
  return undefined;
};

test("an admin adds a prospect and emails them; the recipient unsubscribes and is skipped from then on", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const email = `partners-${stamp}@lingua.example`;
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/outreach");

  await page.getByLabel("Company name").fill(`Lingua Books ${stamp}`);
  await page.getByLabel("Contact name").fill("Thandi Mokoena");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Potential value (R)").fill("12000");
  await page.getByRole("button", { name: "Add Prospect" }).click();
  await expect(page.getByText("Prospect Added").first()).toBeVisible();
  const row = page.getByRole("listitem", { name: `Lingua Books ${stamp}` });
  await expect(row.getByText(/Last contact: Never/)).toBeVisible();

  await page.getByRole("tab", { name: "Email Outreach" }).click();
  await page.getByRole("checkbox", { name: `Select Lingua Books ${stamp}` }).check();
  await page.getByRole("button", { name: /^Send/ }).click();
  await expect(page.getByText("Emails Sent").first()).toBeVisible();

  let mail: string | undefined;
  await expect.poll(() => (mail = mailMentioning(email)), { timeout: 15_000 }).toBeTruthy();
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  // The page link in the text (the header's /api/unsubscribe URL is for mail apps' one-click POST).
  const link = /https?:\/\/[^\s"<>/]+\/unsubscribe\?token=[A-Za-z0-9._%-]+/.exec(mail!)![0];

  const recipient = await browser.newContext();
  const inbox = await recipient.newPage();
  await inbox.goto(link);
  await expect(inbox.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
  await inbox.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(inbox.getByText("You are unsubscribed")).toBeVisible();
  await recipient.close();

  await page.reload();
  await page.getByRole("tab", { name: "Email Outreach" }).click();
  await expect(page.getByRole("listitem", { name: `Lingua Books ${stamp}` }).getByText("Unsubscribed")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Select Lingua Books ${stamp}` })).toBeDisabled();
});
