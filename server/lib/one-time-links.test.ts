import { describe, expect, it } from "vitest";
import { composeEmailConfirmationMail } from "../auth/email-confirmation-mail";
import { composePasswordResetMail } from "../auth/password-reset-mail";
import { unsubscribeParts } from "../outreach/send-emails.service";
import { hidePrivateLinks } from "./one-time-links";

const school = {
  name: "Test English College",
  postalAddress: "1 Long Street, Cape Town 8001, South Africa",
  contactEmail: "office@college.test",
  phone: "+27 21 000 0000",
  registrationNumber: null,
  supportHours: [],
  supportTimeZone: "Africa/Johannesburg",
  foundedYear: null,
};
const TOKEN = "luEr-hx77pkRQ8PWu-CeiAlq0fiDSLVmb_qRTFjO8BY";

describe("hiding the keys of private links", () => {
  it("hides the token of the reset and confirmation links the app mails, and keeps the rest of the mail", () => {
    const reset = composePasswordResetMail({
      to: "thandi@example.com",
      name: "Thandi",
      username: "thandi",
      token: TOKEN,
      siteOrigin: "https://college.example",
      school,
      isAskedByAdmin: true,
    });
    const hidden = hidePrivateLinks(reset.text);
    expect(hidden.hiddenLinks).toBe(1);
    expect(hidden.text).not.toContain(TOKEN);
    expect(hidden.text).toContain("https://college.example/reset-password#token=[hidden]");
    expect(hidden.text.replace("[hidden]", TOKEN)).toBe(reset.text);

    const confirmation = composeEmailConfirmationMail({
      to: "a@example.com",
      token: TOKEN,
      isChange: false,
      siteOrigin: "http://x.test",
      school,
    });
    expect(hidePrivateLinks(confirmation.text)).toMatchObject({ hiddenLinks: 1 });
    expect(hidePrivateLinks(confirmation.text).text).toContain("http://x.test/confirm-email#token=[hidden]\n");
  });

  it("hides a campaign page's token and an unsubscribe token, not the query after them nor the end of the sentence", () => {
    const unsubscribe = unsubscribeParts("Thandi@LinguaBooks.example", { siteOrigin: "https://college.example", secret: "s".repeat(40) });
    const text = [
      `Your campaign page: https://college.example/advertising/campaigns/${TOKEN}?payment=success.`,
      `Stop these emails: ${unsubscribe.pageUrl}`,
      `One click: ${unsubscribe.headers["List-Unsubscribe"]}`,
      "Our courses: https://college.example/courses/3 and https://college.example/verify/CC-2026-ABCDEFGH",
    ].join("\n");
    const hidden = hidePrivateLinks(text);
    expect(hidden).toEqual({
      hiddenLinks: 3,
      text: [
        "Your campaign page: https://college.example/advertising/campaigns/[hidden]?payment=success.",
        "Stop these emails: https://college.example/unsubscribe?token=[hidden]",
        "One click: <https://college.example/api/unsubscribe?token=[hidden]>",
        "Our courses: https://college.example/courses/3 and https://college.example/verify/CC-2026-ABCDEFGH",
      ].join("\n"),
    });
  });

  it("counts a link hidden before (a stored copy) and leaves a mail without private links as it is", () => {
    expect(hidePrivateLinks("Open https://c.test/reset-password#token=[hidden] within the hour")).toEqual({
      text: "Open https://c.test/reset-password#token=[hidden] within the hour",
      hiddenLinks: 1,
    });
    expect(hidePrivateLinks("Thank you for paying. Your receipt: R-2026-000012")).toEqual({
      text: "Thank you for paying. Your receipt: R-2026-000012",
      hiddenLinks: 0,
    });
  });
});
