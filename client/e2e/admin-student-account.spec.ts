import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, registerStudent, signIn } from "./support";

/** The e2e app delivers its outbox as .eml files under DATA_DIR/mail. */
const MAIL_FOLDER = join(process.env.E2E_DATA_DIR!, "mail");

/** The body as a reader sees it: quoted-printable soft breaks joined and =XX bytes decoded. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const mailsTo = (address: string, subject: RegExp) => {
  let names: string[];
  try {
    names = readdirSync(MAIL_FOLDER).filter((name) => name.endsWith(".eml"));
  } catch {
    return []; // nothing delivered yet
  }
  return names
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(MAIL_FOLDER, name), "utf8")))
    .filter((mail) => mail.includes(`To: ${address}`) && subject.test(mail));
};

const receiptMailsTo = (address: string) => mailsTo(address, /Subject: Your receipt: Standard plan/).length;

const confirmationLinkTo = (address: string) =>
  /http:\/\/[^\s]+\/confirm-email#token=[A-Za-z0-9_-]+/.exec(mailsTo(address, /Subject: Confirm your email address/).at(-1) ?? "")?.[0];

const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
};

test("an admin extends a paying student's subscription, resends the receipt and refunds the payment; the student sees the refund", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The student pays for Standard through the sandbox.
  const { username } = await registerStudent(page, { firstName: "Nomsa" });
  const email = `${username}@example.com`;
  await expect(page).toHaveURL(/\/dashboard$/);
  // Receipts are mailed only to a confirmed address: the student opens the link from the welcome mail.
  await expect.poll(() => confirmationLinkTo(email), { timeout: 15_000 }).toBeTruthy();
  await page.goto(confirmationLinkTo(email)!);
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your email address is confirmed." })).toBeVisible();
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Select This Plan (Standard plan)" }).click();
  const payButton = page.getByRole("button", { name: /^Pay R\d+\.\d{2}$/ });
  const amount = ((await payButton.textContent()) ?? "").replace(/^Pay /, "").trim();
  await payButton.click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  // The admin opens the student's page from the users list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin).not.toHaveURL(/\/login/);
  await admin.goto("/admin/users");
  await admin.getByLabel("Search users").fill(username);
  await admin.getByRole("link", { name: `Open ${username}` }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/\d+$/);

  const subscription = admin.getByRole("region", { name: "Subscription" });
  await expect(subscription.getByText("Standard (adults, monthly)")).toBeVisible();
  await expect(subscription.getByText("Active", { exact: true })).toBeVisible();
  await expect(subscription.getByText(`${amount} a month`)).toBeVisible();
  const payment = admin.getByRole("region", { name: "Payments" }).getByRole("listitem", { name: /^Payment R-\d{4}-\d{6}$/ });
  await expect(payment.getByText(amount, { exact: true })).toBeVisible();
  await expect(payment.getByText("Paid", { exact: true })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Subscription history" }).getByText(/^Started Standard: paid R/)).toBeVisible();
  await expectNoAxeViolations(admin);

  // Extend by 7 days.
  const periodBefore = (await subscription.getByText(/^\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/).textContent()) ?? "";
  await subscription.getByRole("button", { name: "Extend" }).click();
  const extend = admin.getByRole("dialog", { name: /^Extend .*'s subscription\?$/ });
  await expect(extend).toContainText("No payment is taken or refunded.");
  await expectNoAxeViolations(admin);
  await extend.getByLabel("Reason").fill("Missed two live classes");
  await extend.getByRole("button", { name: "Extend by 7 days" }).click();
  await expect(admin.getByText(/subscription now ends on/).first()).toBeVisible();
  const periodAfter = (await subscription.getByText(/^\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/).textContent()) ?? "";
  const endOf = (period: string) => new Date(`${period.split(" to ")[1]} 12:00 UTC`).getTime();
  expect(Math.round((endOf(periodAfter) - endOf(periodBefore)) / 86_400_000)).toBe(7);
  await expect(
    admin.getByRole("region", { name: "Subscription history" }).getByText(/Extended by 7 days to .* \(reason: Missed two live classes\)/),
  ).toBeVisible();

  // Resend the receipt: a second receipt mail reaches the account's address (the payment's own one went out with it,
  // or on the outbox's next minute).
  await payment.getByRole("button", { name: "Resend receipt" }).click();
  const resend = admin.getByRole("dialog", { name: /^Send receipt R-\d{4}-\d{6} again\?$/ });
  await expect(resend).toContainText(email);
  await resend.getByRole("button", { name: "Send receipt" }).click();
  await expect(admin.getByText(`The receipt was sent again to ${email}.`).first()).toBeVisible();
  await expect.poll(() => receiptMailsTo(email), { timeout: 15_000 }).toBe(2);

  // Refund the payment through Yoco (the sandbox): access ends, the payment becomes Refunded.
  await payment.getByRole("button", { name: "Refund" }).click();
  const refund = admin.getByRole("dialog", { name: `Refund ${amount} to ${username}?` });
  await expect(refund).toContainText("Their access ends now, as with the money-back guarantee.");
  await refund.getByRole("button", { name: `Refund ${amount}` }).click();
  await expect(refund.getByText("Please give a reason: it is kept in the audit log")).toBeVisible();
  await refund.getByLabel("Reason").fill("Charged twice by the bank");
  await refund.getByRole("button", { name: `Refund ${amount}` }).click();
  await expect(admin.getByText(/The refund of .* was sent to Yoco/).first()).toBeVisible();
  await expect(async () => {
    await admin.reload();
    await expect(payment.getByText("Refunded", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(subscription.getByText("Expired", { exact: true })).toBeVisible();
  await expect(payment.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await admin.setViewportSize({ width: 375, height: 800 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(admin);
  await adminContext.close();

  // The student's own page shows the refund.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Profile" }).click();
  const receipts = page.getByRole("region", { name: "Receipts" });
  await expect(receipts.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(receipts.getByText(new RegExp(`^Refunded ${amount.replace(".", "\\.")} on`))).toBeVisible();
});
