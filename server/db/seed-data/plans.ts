import type { subscriptionPlans } from "../../../shared/schema/billing";

/**
 * Subscription plans. Prices are integer South African rand cents (R399.00 = 39900).
 * `features` is stored as a JSON-encoded list of strings, which is what the clients read.
 *
 * Adult plans are monthly. Kids plans are offered monthly and yearly; the yearly prices
 * keep the savings of the original programme: Starter ~26%, Premium ~30%, Family ~14%
 * (R169 x 12 = R2 028 -> R1 499; R349 x 12 = R4 188 -> R2 929; R529 x 12 = R6 348 -> R5 449).
 */
const features = (list: string[]): string => JSON.stringify(list);

const kidsStarterFeatures = features([
  "One child profile (ages 3-12)",
  "Full Fun Phonics letter-sound library",
  "Sound Matching game with unlimited play",
  "Weekly progress report for parents",
  "Printable activity sheets",
  "Safe, ad-free learning space",
]);

const kidsPremiumFeatures = features([
  "One child profile (ages 3-12)",
  "All phonics games: Sound Matching, Word Builder and Rhyming Time",
  "Voice practice with pronunciation feedback",
  "Interactive story lessons and reading practice",
  "Detailed progress dashboard with badges and rewards",
  "Monthly live group class with a qualified teacher",
  "Priority parent support",
]);

const kidsFamilyFeatures = features([
  "Up to 4 child profiles (ages 3-12)",
  "Everything in the Premium plan for every child",
  "Separate progress dashboards and rewards for each child",
  "Sibling challenges and family leaderboard",
  "Two live group classes per month",
  "Family progress summary for parents",
  "Priority parent support",
]);

export const seedPlans: (typeof subscriptionPlans.$inferInsert)[] = [
  // Adult plans (monthly)
  {
    name: "Basic",
    audience: "adult",
    billingInterval: "month",
    price: 19900,
    description: "Self-paced access to your course lessons and exercises, perfect for independent learners on a budget.",
    features: features([
      "Full access to one CEFR course at your level",
      "Self-paced video lessons and interactive exercises",
      "Progress tracking and achievements",
      "Free placement assessment",
      "Certificate of completion",
      "Email support within 48 hours",
    ]),
    sortOrder: 1,
  },
  {
    name: "Standard",
    audience: "adult",
    billingInterval: "month",
    price: 39900,
    description: "Our most popular plan: every course lesson plus weekly live classes and tutor feedback on your work.",
    features: features([
      "Access to all CEFR English courses",
      "Weekly live group classes in your time zone",
      "Tutor feedback on writing and speaking tasks",
      "Downloadable study materials and worksheets",
      "Progress tracking, achievements and certificates",
      "Priority email and chat support",
    ]),
    sortOrder: 2,
  },
  {
    name: "Premium",
    audience: "adult",
    billingInterval: "month",
    price: 69900,
    description: "The complete experience with private one-to-one tutoring, unlimited live classes and exam preparation.",
    features: features([
      "Everything in the Standard plan",
      "Four private one-to-one lessons with a tutor each month",
      "Unlimited live group classes",
      "Personalised study plan and monthly progress review",
      "IELTS and Cambridge exam preparation materials",
      "Discounted TEFL certificate courses",
      "24/7 priority support",
    ]),
    sortOrder: 3,
  },

  // Kids plans (monthly)
  {
    name: "Starter",
    audience: "kids",
    billingInterval: "month",
    price: 16900,
    description: "A gentle, playful introduction to English sounds and letters for one young learner.",
    features: kidsStarterFeatures,
    sortOrder: 1,
  },
  {
    name: "Premium",
    audience: "kids",
    billingInterval: "month",
    price: 34900,
    description: "Every game, voice practice and live classes for one child, our favourite plan with parents.",
    features: kidsPremiumFeatures,
    sortOrder: 2,
  },
  {
    name: "Family",
    audience: "kids",
    billingInterval: "month",
    price: 52900,
    description: "Premium learning for the whole family, with individual profiles for up to 4 children.",
    features: kidsFamilyFeatures,
    sortOrder: 3,
  },

  // Kids plans (yearly)
  {
    name: "Starter",
    audience: "kids",
    billingInterval: "year",
    price: 149900,
    description: "A gentle, playful introduction to English sounds and letters for one young learner, billed yearly.",
    features: kidsStarterFeatures,
    sortOrder: 1,
  },
  {
    name: "Premium",
    audience: "kids",
    billingInterval: "year",
    price: 292900,
    description: "Every game, voice practice and live classes for one child, billed yearly at our best saving.",
    features: kidsPremiumFeatures,
    sortOrder: 2,
  },
  {
    name: "Family",
    audience: "kids",
    billingInterval: "year",
    price: 544900,
    description: "Premium learning for up to 4 children with individual profiles, billed yearly.",
    features: kidsFamilyFeatures,
    sortOrder: 3,
  },
];
