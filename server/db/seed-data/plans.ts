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

// Every list names only what the site provides today (decision 0038). Migration 0014 writes the same
// texts into existing databases: keep the two in step.
const kidsStarterFeatures = features([
  "One child profile (ages 3-12)",
  "Every phonics sound group and all three games: Sound Matching, Word Builder and Rhyming Time",
  "Voice practice for sounds and words, after a parent agrees once",
  "Progress for every sound, with badges",
  "A parent view of each child's progress and practice time",
]);

const kidsPremiumFeatures = features([
  "Up to 2 child profiles (ages 3-12)",
  "Everything in Starter for each child",
  "Separate progress, badges and practice time for each child",
]);

const kidsFamilyFeatures = features([
  "Up to 4 child profiles (ages 3-12)",
  "Everything in Starter for each child",
  "Separate progress, badges and practice time for each child",
]);

export const PLAN_DESCRIPTIONS = {
  basic: "One English course of your choice, at your own pace, with live group classes.",
  standard: "Every CEFR English course from A1 to C2, with live group classes.",
  premium: "Every English course plus the three TEFL teacher-training courses.",
  kidsStarter: "Fun Phonics for one young learner: every sound, game and voice practice.",
  kidsPremium: "Fun Phonics for two children, each with their own progress.",
  kidsFamily: "Fun Phonics for up to 4 children, each with their own progress.",
};

// A week of the whole programme before choosing, once per account (migration 0018 set the same on existing kids plans).
const KIDS_TRIAL_DAYS = 7;

export const seedPlans: (typeof subscriptionPlans.$inferInsert)[] = [
  // Adult plans (monthly)
  {
    name: "Basic",
    audience: "adult",
    billingInterval: "month",
    price: 19900,
    courseAccess: "one_course",
    description: PLAN_DESCRIPTIONS.basic,
    features: features([
      "One CEFR English course of your choice, which you can change once each billing period",
      "Lessons with interactive, automatically marked exercises",
      "Live group classes whenever they are scheduled",
      "Progress tracking and achievements",
      "A certificate when you finish your course",
      "Free placement assessment",
    ]),
    sortOrder: 1,
  },
  {
    name: "Standard",
    audience: "adult",
    billingInterval: "month",
    price: 39900,
    courseAccess: "cefr_courses",
    description: PLAN_DESCRIPTIONS.standard,
    features: features([
      "All CEFR English courses, A1 to C2",
      "Lessons with interactive, automatically marked exercises",
      "Live group classes whenever they are scheduled",
      "Progress tracking and achievements",
      "A certificate for every course you finish",
      "Free placement assessment",
    ]),
    sortOrder: 2,
  },
  {
    name: "Premium",
    audience: "adult",
    billingInterval: "month",
    price: 69900,
    courseAccess: "all_courses",
    description: PLAN_DESCRIPTIONS.premium,
    features: features([
      "Everything in the Standard plan",
      "The TEFL teacher-training courses: TEFL Level 3, TEFL Level 5 and the TEFL Diploma",
      "A certificate for every TEFL course you finish",
    ]),
    sortOrder: 3,
  },

  // Kids plans (monthly)
  {
    name: "Starter",
    audience: "kids",
    billingInterval: "month",
    price: 16900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsStarter,
    features: kidsStarterFeatures,
    sortOrder: 1,
  },
  {
    name: "Premium",
    audience: "kids",
    billingInterval: "month",
    price: 34900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsPremium,
    features: kidsPremiumFeatures,
    sortOrder: 2,
  },
  {
    name: "Family",
    audience: "kids",
    billingInterval: "month",
    price: 52900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsFamily,
    features: kidsFamilyFeatures,
    sortOrder: 3,
  },

  // Kids plans (yearly)
  {
    name: "Starter",
    audience: "kids",
    billingInterval: "year",
    price: 149900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsStarter,
    features: kidsStarterFeatures,
    sortOrder: 1,
  },
  {
    name: "Premium",
    audience: "kids",
    billingInterval: "year",
    price: 292900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsPremium,
    features: kidsPremiumFeatures,
    sortOrder: 2,
  },
  {
    name: "Family",
    audience: "kids",
    billingInterval: "year",
    price: 544900,
    trialDays: KIDS_TRIAL_DAYS,
    description: PLAN_DESCRIPTIONS.kidsFamily,
    features: kidsFamilyFeatures,
    sortOrder: 3,
  },
];
