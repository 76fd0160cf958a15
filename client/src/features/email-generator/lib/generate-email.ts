import { BUSINESS_TYPES, type EmailGeneratorInput, type EmailTone } from "@shared/api/campaigns";
import type { PublicFigures } from "@shared/api/school";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, COLLEGE_NAME, type AdPlacement } from "@shared/constants";

/** What each business type gains from our learners: the line that targets the email. */
const TARGETING: Record<string, string> = {
  edtech: "learners who already use digital tools every day and look for the next one",
  professional_dev: "working adults improving their English to move up in their careers",
  study_abroad: "students preparing to study in English-speaking countries",
  language_tools: "learners who want extra practice between their lessons",
  career_services: "graduates and professionals preparing for interviews in English",
  travel_tourism: "learners who travel and plan their next trip abroad",
  financial_services: "international students and professionals who pay, save and send money across borders",
  accommodation: "students who will need a place to live when they study abroad",
  technology: "tech-savvy learners on every device",
  consulting: "decision makers and professionals building international careers",
};

const OPENINGS: Record<EmailTone, (name: string) => string> = {
  professional: (name) => `Dear ${name},`,
  friendly: (name) => `Hi ${name},`,
  direct: (name) => `${name},`,
  consultative: (name) => `Dear ${name},`,
};

const CLOSINGS: Record<EmailTone, string> = {
  professional: "I would welcome the opportunity to discuss how we can work together.",
  friendly: "It would be great to chat: just reply and we'll find a time!",
  direct: "Reply with a yes and I'll send the booking details today.",
  consultative: "I'd be glad to look at your goals with you and suggest the placement that fits them best.",
};

const rand = (cents: number) => `R${(cents / 100).toLocaleString("en-ZA", { maximumFractionDigits: 0 })}`;

const count = (value: number) => value.toLocaleString("en-ZA");

/**
 * "Our audience" as counted by the server (GET /api/school/figures): students and countries only when the
 * school publishes them, then what the site holds. No engagement rate: nothing measures one.
 */
export function audienceLines(figures: PublicFigures | undefined) {
  if (!figures) return [];
  return [
    ...(figures.students && figures.countries
      ? [`- ${count(figures.students)} students with an account, from ${count(figures.countries)} countries`]
      : []),
    ...(figures.lessons > 0 ? [`- ${count(figures.lessons)} published lessons with ${count(figures.exercises)} exercises`] : []),
    "- counted impressions and clicks on a private campaign page",
  ];
}

/** The advertiser email, written in the browser from the form (nothing is sent or stored). */
export function generateEmail(input: EmailGeneratorInput, figures?: PublicFigures) {
  const placement = input.targetPlacement as AdPlacement;
  const typeLabel = BUSINESS_TYPES.find((type) => type.id === input.businessType)?.label ?? "your sector";
  const placementLine =
    placement in AD_PLACEMENT_PRICES
      ? `Our ${AD_PLACEMENT_LABELS[placement]} placement is ${rand(AD_PLACEMENT_PRICES[placement])} per 30 days.`
      : "Our placements start at a modest price per 30 days.";
  const lines = [
    OPENINGS[input.tone](input.contactName),
    "",
    input.tone === "direct"
      ? `${input.businessName} can reach ${TARGETING[input.businessType] ?? "our learners"} through ${COLLEGE_NAME}.`
      : `I'm writing from ${COLLEGE_NAME}, an online English school, because ${input.businessName} looks like a great match for our learners: ${TARGETING[input.businessType] ?? "people learning English"}.`,
    "",
    ...(input.includeStats ? [...audienceLines(figures), ""] : []),
    placementLine,
    ...(input.customMessage ? ["", input.customMessage] : []),
    "",
    CLOSINGS[input.tone],
    "",
    "Kind regards,",
    `The partnerships team, ${COLLEGE_NAME}`,
  ];
  return { subject: `${typeLabel} advertising with ${COLLEGE_NAME}: reach English learners`, body: lines.join("\n") };
}
