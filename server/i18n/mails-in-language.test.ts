import { desc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { subscriptionPlans } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { formatMoney } from "../../shared/i18n/format";
import { receiptMail, renewalReminderMail } from "../billing/receipt-mail";
import { certificateIssuedMail } from "../certificates/certificate-mail";
import { bookingConfirmationMail, formatClassTime } from "../live-classes/class-mails";
import type { LiveClassRow } from "../../shared/schema/learning";
import { completeCheckout, signUpOn, startMoneyPathApp, type MoneyPathApp } from "../billing/money-path.test-helpers";
import type { OutgoingMail } from "../lib/outbox";
import { createTestApp, post, signUp, validRegistration, type TestApp } from "../test/test-app";

// Mails to learners and parents follow the account's language (users.locale); English stays word for word.

const mailsTo = (testApp: Pick<TestApp, "db">, address: string) =>
  testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id));

const setLocale = (testApp: Pick<TestApp, "db">, userId: number, locale: string) =>
  testApp.db.update(users).set({ locale }).where(eq(users.id, userId));

/** The calendar file attached to a mail, its folded lines joined again. */
const calendarIn = (mail: OutgoingMail) =>
  mail.attachment && "content" in mail.attachment ? String(mail.attachment.content).replace(/\r\n /g, "") : "";

let moneyApp: MoneyPathApp | undefined;
afterEach(async () => {
  await moneyApp?.close();
  moneyApp = undefined;
});

describe("the confirmation mail sent at registration", () => {
  it("is in Japanese for a visitor who registered in Japanese, and the account keeps the language", async () => {
    const testApp = await createTestApp();
    const response = await post(testApp.request(), "/api/register", validRegistration({ locale: "ja" }));
    expect(response.status).toBe(201);
    expect(response.body.locale).toBe("ja");
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "thandi"));
    expect(stored?.locale).toBe("ja");

    const [mail] = await mailsTo(testApp, "thandi@example.com");
    expect(mail?.subject).toBe("Test English College のメールアドレスの確認");
    expect(mail?.textBody).toMatch(/^こんにちは。\n/);
    expect(mail?.textBody).toContain(
      "Test English College へようこそ。次のリンクを開いて、このメールアドレスがお客様のものであることを確認してください：",
    );
    expect(mail?.textBody).toContain("リンクの有効期限は 48 時間です。");
    expect(mail?.textBody).toMatch(/http:\/\/college\.test\/confirm-email#token=[A-Za-z0-9_-]+/);
    expect(mail?.textBody).not.toMatch(/Welcome|Hello|The link works/);
  });

  it("stays word for word in English without a language", async () => {
    const testApp = await createTestApp();
    expect((await post(testApp.request(), "/api/register", validRegistration())).status).toBe(201);
    const [stored] = await testApp.db.select().from(users).where(eq(users.username, "thandi"));
    // No language known: nothing stored (the next visit saves the one on screen), and the mails are English.
    expect(stored?.locale).toBeNull();

    const [mail] = await mailsTo(testApp, "thandi@example.com");
    expect(mail?.subject).toBe("Confirm your email address for Test English College");
    expect(mail?.textBody.replace(/#token=[A-Za-z0-9_-]+/, "#token=TOKEN")).toBe(
      [
        "Hello,",
        "",
        "Welcome to Test English College. Please confirm that this address is yours by opening this link:",
        "",
        "http://college.test/confirm-email#token=TOKEN",
        "",
        "The link works for 48 hours. We send receipts, certificates and password reset links only to a confirmed address.",
        "If you did not expect this mail, you can ignore it: nothing changes.",
        "",
        "Test English College, 1 Long Street, Cape Town 8001, South Africa, office@college.test",
      ].join("\n"),
    );
  });
});

describe("the password reset mail", () => {
  it("is in the account's language: Japanese for a Japanese account, English otherwise", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await setLocale(testApp, user.id, "ja");
    expect((await post(testApp.request(), "/api/password-reset", { identifier: "thandi" })).status).toBe(202);
    const [japanese] = await mailsTo(testApp, "thandi@example.com");
    expect(japanese?.subject).toBe("Test English College のパスワード再設定");
    expect(japanese?.textBody).toContain("Thandi 様");
    expect(japanese?.textBody).toContain("1 時間以内に次のリンクを開き、新しいパスワードを設定してください（リンクは 1 回のみ有効です）：");
    expect(japanese?.textBody).toMatch(/http:\/\/college\.test\/reset-password#token=/);

    await setLocale(testApp, user.id, "en");
    await testApp.db.delete(mailOutbox);
    expect((await post(testApp.request(), "/api/password-reset", { identifier: "thandi" })).status).toBe(202);
    const [english] = await mailsTo(testApp, "thandi@example.com");
    expect(english?.subject).toBe("Reset your Test English College password");
    expect(english?.textBody).toContain("Open this link within 1 hour to choose a new password (it works once):");
  });
});

describe("the receipt", () => {
  it("is in Japanese for a Japanese account, with the date and the amount written the Japanese way", async () => {
    moneyApp = await startMoneyPathApp();
    const [plan] = await moneyApp.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
    const { agent, user } = await signUpOn(moneyApp);
    await setLocale(moneyApp, user.id, "ja");
    const checkout = await post(agent, "/api/subscriptions/checkout", { planId: plan!.id });
    expect(checkout.status).toBe(201);
    await completeCheckout(moneyApp, checkout.body.checkoutId, "succeeded");

    const [receipt] = await mailsTo(moneyApp, "lindiwe@example.com");
    const amount = formatMoney(plan!.price, "ja", { decimals: true });
    expect(receipt?.subject).toBe(`領収書：Standard プラン（${amount}）`);
    expect(receipt?.textBody).toContain("お支払いいただき、ありがとうございます。領収書をお送りします。");
    expect(receipt?.textBody).toContain(`お支払い金額：${amount}（南アフリカ・ランド）`);
    // The test clock pays on 2026-11-21; the month is paid until 2026-12-21.
    expect(receipt?.textBody).toContain("お支払い日：2026年11月21日");
    expect(receipt?.textBody).toContain("ご利用期限：2026年12月21日");
    expect(receipt?.textBody).not.toMatch(/Thank you|Amount paid|November/);
  });

  it("keeps its English words and forms", () => {
    const mail = receiptMail({
      to: "thandi@example.com",
      name: "Thandi",
      planName: "Premium",
      amount: 149_900,
      paymentId: 42,
      periodStart: new Date("2026-11-21T10:00:00Z"),
      periodEnd: new Date("2026-12-21T10:00:00Z"),
      paidAt: new Date("2026-11-21T10:00:00Z"),
    });
    expect(mail.subject).toBe("Your receipt: Premium plan (R1499.00)");
    expect(mail.text).toContain("Amount paid: R1499.00 (South African rand)\nPaid on: November 21, 2026\nAccess until: December 21, 2026");
  });
});

describe("the other learner mails", () => {
  it("renewal reminder: plural days in English, Japanese and Spanish", () => {
    const reminder = (daysLeft: number, locale?: string) =>
      renewalReminderMail({
        to: "thandi@example.com",
        name: "Thandi",
        planName: "Standard",
        periodEnd: new Date("2026-12-21T10:00:00Z"),
        renewUrl: "http://college.test/subscribe/2",
        daysLeft,
        locale,
      });
    expect(reminder(1).subject).toBe("Your Standard plan: next payment due in 1 day");
    expect(reminder(3).subject).toBe("Your Standard plan: next payment due in 3 days");
    expect(reminder(3).text).toContain("Your Standard plan is paid until December 21, 2026.");
    expect(reminder(3, "ja").subject).toBe("Standard プラン：次回のお支払い期限まであと 3 日");
    expect(reminder(3, "ja").text).toContain("Standard プランは 2026年12月21日 までお支払い済みです。");
    expect(reminder(1, "es").subject).toBe("Tu plan Standard: el próximo pago vence en 1 día");
    expect(reminder(3, "es").text).toContain("Hola, Thandi:");
  });

  it("certificate: the course and grade as printed, the words in the student's language", () => {
    const options = {
      to: "thandi@example.com",
      studentName: "Thandi Nkosi",
      courseName: "Business English",
      grade: "Merit",
      certificateNumber: "CC-2026-ABCD2345",
      siteOrigin: "http://college.test",
    };
    expect(certificateIssuedMail(options).subject).toBe("Your certificate for Business English");
    const german = certificateIssuedMail({ ...options, locale: "de" });
    expect(german.subject).toBe("Ihr Zertifikat für Business English");
    expect(german.text).toContain("Herzlichen Glückwunsch zum Abschluss von Business English!");
    expect(german.text).toContain("Zertifikatsnummer: CC-2026-ABCD2345");
  });

  it("live class time: English keeps its form, another language gets its own", () => {
    const liveClass = { startsAt: new Date("2026-11-24T16:00:00Z"), durationMinutes: 90 };
    expect(formatClassTime(liveClass, "Africa/Johannesburg")).toBe("Tuesday, 24 November 2026, 18:00–19:30 (Africa/Johannesburg time)");
    expect(formatClassTime(liveClass, "Africa/Johannesburg", "ja")).toBe("2026年11月24日火曜日 18:00～19:30（Africa/Johannesburg 時間）");
  });

  it("live class booking: the mail and its calendar file in the student's language", () => {
    const liveClass = {
      id: 7,
      title: "Conversation Practice: Travel English",
      level: "B1-B2",
      teacherName: "Sarah Mitchell",
      startsAt: new Date("2026-11-24T16:00:00Z"),
      durationMinutes: 60,
      joinUrl: "https://meet.example.com/travel-english",
      capacity: 10,
      isCancelled: false,
      createdAt: new Date("2026-11-20T10:00:00Z"),
      updatedAt: new Date("2026-11-20T10:00:00Z"),
    } as LiveClassRow;
    const to = { email: "aiko@example.com", firstName: "Aiko", username: "aiko", timeZone: "Asia/Tokyo" };
    const now = new Date("2026-11-21T10:00:00Z");
    const japanese = bookingConfirmationMail({ to: { ...to, locale: "ja" }, liveClass, siteOrigin: "http://college.test", now });
    expect(japanese.subject).toBe("予約完了：Conversation Practice: Travel English");
    expect(japanese.text).toContain("日時：2026年11月25日水曜日 1:00～2:00（Asia/Tokyo 時間）");
    const calendar = calendarIn(japanese);
    expect(calendar).toContain(
      "DESCRIPTION:Sarah Mitchell 先生の英語ライブレッスン。\\nレベル：B1-B2。\\nレッスンに参加：https://meet.example.com/travel-english",
    );

    const english = bookingConfirmationMail({ to, liveClass, siteOrigin: "http://college.test", now });
    expect(english.subject).toBe("Booked: Conversation Practice: Travel English");
    expect(english.text).toContain("When: Wednesday, 25 November 2026, 01:00–02:00 (Asia/Tokyo time)");
    expect(calendarIn(english)).toContain(
      "DESCRIPTION:Live English class with Sarah Mitchell.\\nLevel: B1-B2.\\nJoin the class: https://meet.example.com/travel-english",
    );
  });
});
