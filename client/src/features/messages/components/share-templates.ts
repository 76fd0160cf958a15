/** A look for the shared announcement: what the preview card shows and the words shared with the link. */
export type ShareTemplate = {
  id: string;
  name: string;
  description: string;
  /** Tailwind classes for the card's background and text: full class names, so Tailwind finds them. */
  backgroundClass: string;
  textClass: string;
  title: string;
  subtitle: string;
  callToAction: string;
};

export const SHARE_TEMPLATES: readonly ShareTemplate[] = [
  {
    id: "english-courses",
    name: "English Courses",
    description: "For friends who want to speak English with confidence.",
    backgroundClass: "bg-gradient-to-br from-brand-600 to-brand-900",
    textClass: "text-white",
    title: "Learn English Online",
    subtitle: "CEFR courses from A1 to C2 with live classes and qualified teachers.",
    callToAction: "Get notified at launch",
  },
  {
    id: "tefl-certification",
    name: "TEFL Certification",
    description: "For future teachers looking for a UK-accredited certificate.",
    backgroundClass: "bg-gradient-to-br from-accent-400 to-accent-500",
    textClass: "text-brand-950",
    title: "Become a Certified English Teacher",
    subtitle: "UK-accredited TEFL Level 3, Level 5 and Diploma, studied fully online.",
    callToAction: "Be the first to enrol",
  },
  {
    id: "interactive-learning",
    name: "Interactive Learning",
    description: "For learners who enjoy games, quizzes and tracking their progress.",
    backgroundClass: "bg-gradient-to-br from-emerald-500 to-teal-700",
    textClass: "text-white",
    title: "Learning English Made Fun",
    subtitle: "Interactive lessons, instant feedback and achievements that keep you going.",
    callToAction: "Join the waiting list",
  },
];
