/** The static sections under the tabs (prices in rand per month, as every price on the site). */
export const PACKAGES = [
  { name: "Starter", price: 79, features: ["One standard placement", "Monthly report"] },
  { name: "Professional", price: 149, features: ["Two placements", "Campaign page with daily figures", "Email newsletter mention"] },
  { name: "Enterprise", price: 199, features: ["All standard placements", "Video pop-up rotation", "Account manager"] },
];
export const ADD_ONS = [
  { name: "Content creation", price: 199 },
  { name: "Lead generation", price: 299 },
  { name: "Multi-language", price: 149 },
  { name: "Competitor analysis", price: 129 },
];
export const REVENUE_STRATEGIES = [
  "Seasonal placements (exam and enrolment seasons): +25%",
  "Premium slots (home page, video): +40%",
  "3-month booking: 10% off",
  "Booking 2 months early: 15% off",
  "Annual booking: 20% off",
  "Referral credit: R200",
];
export const OUTREACH_TACTICS = [
  "Start with businesses whose customers are English learners: study abroad, language tools, career services.",
  "Personalise every first email with the company's name and one thing they do well.",
  "Follow up once after a week; stop after two emails without a reply.",
  "Always honour an unsubscribe at once, and never buy address lists.",
];
