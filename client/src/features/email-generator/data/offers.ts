// The internal notes under the tools (admins only): ideas and habits, never prices. Every price an admin
// quotes comes from the one price table (AD_PLACEMENT_PRICES), the one /advertising shows.
export const PRICING_IDEAS = [
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
