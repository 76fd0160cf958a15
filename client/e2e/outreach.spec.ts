import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support";

/** The text of the first mail file (the app's file mailer) that mentions `needle`, quoted-printable undone. */
const mailMentioning = (needle: string) => {
  const folder = join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[];
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
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto("/admin/outreach");

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

test("an admin imports contacts from a CSV, sends a campaign and watches its progress", async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await page.goto("/admin/email-generator");
  await page.getByRole("tab", { name: "Contact Manager" }).click();
  const csv = [
    "Business name,Contact name,Email,Business type",
    `"Visa Helpers, ${stamp}",Ama,ama-${stamp}@visa.example,consulting`,
    "",
    `Abroad Now ${stamp},,hi-${stamp}@abroad.example,consulting`,
    `No Email ${stamp},Ben,,consulting`,
  ].join("\n");
  await page
    .getByLabel("Import contacts from a CSV file")
    .setInputFiles({ name: "contacts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("2 added, 0 already known, 0 not valid. 1 row skipped: 1 without an email.").first()).toBeVisible();
  await expect(page.getByText(`ama-${stamp}@visa.example`)).toBeVisible();

  await page.getByRole("tab", { name: "Bulk Campaigns" }).click();
  await page.getByLabel("Campaign name").fill(`Consultants ${stamp}`);
  await page.getByLabel("Subject").fill("Reach 2,500 English learners");
  await page
    .getByLabel("Email content")
    .fill("Dear {contactName}, our English learners need consultants like {businessName}. Shall we talk?");
  await page.getByLabel("Send to the contacts of type").selectOption("consulting");
  await page.getByLabel("Minutes between emails").fill("60");
  await page.getByRole("button", { name: "Send Campaign" }).click();
  await expect(page.getByText("Campaign Started").first()).toBeVisible();
  // Other tests' consulting contacts may join the campaign: the first email goes at once, the rest an hour apart.
  const campaign = page.getByRole("listitem", { name: `Consultants ${stamp}` });
  await expect(campaign.getByText(/^1 sent, 0 failed, 0 skipped of \d+$/)).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Bulk Campaigns" }).click();
  await expect(page.getByRole("listitem", { name: `Consultants ${stamp}` }).getByText(/^1 sent/)).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Consultants ${stamp}` }).getByRole("progressbar")).toBeVisible();
});
