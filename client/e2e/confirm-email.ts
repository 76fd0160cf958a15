import { expect, type Page } from "@playwright/test";
import { findMailedLink } from "./mail-files";

/** Opens the confirmation link mailed to `address`, as the person would from their mailbox. */
export const openConfirmationLink = async (page: Page, address: string) => {
  let link: string | undefined;
  await expect
    .poll(() => (link = findMailedLink(address, /Confirm your email address/, "/confirm-email")), { timeout: 15_000 })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("status").filter({ hasText: "Thank you: your email address is confirmed." })).toBeVisible();
};
