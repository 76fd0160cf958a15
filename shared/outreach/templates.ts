// The three outreach emails, with their merge fields and the placement prices from the one price table.
import type { OutreachTemplate } from "../api/outreach";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, COLLEGE_NAME, type AdPlacement } from "../constants";

export type MergeFields = { contactName: string | null; companyName: string };

const rand = (cents: number) => `R${(cents / 100).toLocaleString("en-ZA", { maximumFractionDigits: 0 })}`;
const price = (placement: AdPlacement) => `${AD_PLACEMENT_LABELS[placement]}: ${rand(AD_PLACEMENT_PRICES[placement])} per 30 days`;
const greeting = ({ contactName, companyName }: MergeFields) => `Dear ${contactName || `${companyName} team`},`;

const BODIES: Record<OutreachTemplate, (fields: MergeFields) => { subject: string; lines: string[] }> = {
  initial: (fields) => ({
    // No audience figure: a mail sent later would repeat today's number as if it were still true. The
    // admin's email generator adds the counted figures (GET /api/school/figures) when asked to.
    subject: `Reach English learners: advertising with ${COLLEGE_NAME}`,
    lines: [
      greeting(fields),
      "",
      `${COLLEGE_NAME} teaches English online, from beginners to TEFL teachers in training. We think ${fields.companyName} would be a natural fit for our learners.`,
      "",
      "Our placements, priced per 30 days:",
      `- ${price("homepage_banner")}`,
      `- ${price("course_page")}`,
      `- ${price("video_popup_30s")}`,
      "",
      "Every campaign comes with a private page of counted impressions and clicks. Would a short call next week suit you?",
    ],
  }),
  followup: (fields) => ({
    subject: `Following up: ${fields.companyName} and ${COLLEGE_NAME}`,
    lines: [
      greeting(fields),
      "",
      `I wrote recently about advertising ${fields.companyName} to our English learners. In case it got buried: placements start at ${rand(AD_PLACEMENT_PRICES.footer)} per 30 days (footer) and our home page banner is ${rand(AD_PLACEMENT_PRICES.homepage_banner)}.`,
      "",
      "Happy to send audience figures or a sample campaign report. Just reply to this email.",
    ],
  }),
  negotiation: (fields) => ({
    subject: `A campaign proposal for ${fields.companyName}`,
    lines: [
      greeting(fields),
      "",
      `Thank you for your interest. For ${fields.companyName} we suggest:`,
      `- ${price("homepage_banner")}`,
      `- ${price("sidebar")}`,
      `- ${price("video_popup_60s")}`,
      "",
      "Campaigns of 90 days or more can be discussed. Reply with the placements and dates you have in mind and we will prepare the booking.",
    ],
  }),
};

/**
 * The outreach email for a prospect: the template with its merge fields, then the footer every outreach
 * email carries (who writes, the postal address, why the recipient gets it, how to stop it).
 */
export const renderOutreachEmail = (
  template: OutreachTemplate,
  fields: MergeFields,
  footer: { postalAddress: string; unsubscribeUrl: string },
) => {
  const { subject, lines } = BODIES[template](fields);
  return {
    subject,
    text: [
      ...lines,
      "",
      `Kind regards,`,
      `The partnerships team, ${COLLEGE_NAME}`,
      "",
      "--",
      footer.postalAddress,
      `You receive this email because ${fields.companyName} offers services to English learners and we believe our audience is relevant to your business.`,
      `To receive no further emails from us: ${footer.unsubscribeUrl}`,
    ].join("\n"),
  };
};
