// Fixed lists and numbers of the product. This file ends up in the browser bundle: data only.

export const COLLEGE_NAME = "Cape English College";
/**
 * Only the certificates table's old column default (instructorName), kept so that the schema does not
 * change: no page, paper or answer shows it, since the school never named such a signatory.
 */
export const ACADEMIC_DIRECTOR_NAME = "Dr. Thandiwe Mokoena";

export const LANGUAGE_LEVELS = [
  "Beginner (A1)",
  "Elementary (A2)",
  "Intermediate (B1)",
  "Upper Intermediate (B2)",
  "Advanced (C1)",
  "Proficient (C2)",
  "Not Sure (Take Assessment)",
] as const;
export const DEFAULT_LANGUAGE_LEVEL = "Not Sure (Take Assessment)";

export const COURSE_LEVELS = ["A1-A2", "B1-B2", "C1-C2", "TEFL Level 3", "TEFL Level 5", "TEFL Diploma"] as const;

export const ASSESSMENT_QUESTION_COUNT = 5;
/** Score below 2 gives A1-A2, below 4 gives B1-B2, otherwise C1-C2 (the server scores; the client never sends a score). */
export const ASSESSMENT_LEVEL_BOUNDS = [
  { below: 2, level: "A1-A2", name: "Beginner" },
  { below: 4, level: "B1-B2", name: "Intermediate" },
  { below: Number.POSITIVE_INFINITY, level: "C1-C2", name: "Advanced" },
] as const;

export const EXERCISE_TYPES = [
  "multiple_choice",
  "fill_in_blank",
  "matching",
  "audio",
  "speaking",
  "flashcard",
  "reading_text",
  "listening_text",
  "writing_task",
  "speaking_task",
] as const;
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

export const ACHIEVEMENT_ICONS = ["trophy", "star", "award", "target", "zap", "book", "check"] as const;
export const ACHIEVEMENT_COLORS = ["gold", "silver", "bronze", "blue", "green", "purple", "red"] as const;
export const ACHIEVEMENT_REQUIREMENTS = [
  "lessons_completed",
  "daily_lessons",
  "perfect_score",
  "streak_days",
  "exercises_completed",
] as const;
export const ACHIEVEMENT_CATEGORIES = ["lessons", "exercises", "streak"] as const;
export const POINTS_PER_LEVEL = 1000;

/** Ad placements and their monthly price in rand cents: the one price table (all eight placements; every page that shows an ad price reads it from here). */
export const AD_PLACEMENT_PRICES = {
  video_popup_30s: 49_900,
  video_popup_60s: 79_900,
  video_interstitial: 89_900,
  homepage_banner: 29_900,
  course_page: 19_900,
  explore: 14_900,
  sidebar: 9_900,
  footer: 4_900,
} as const;
export type AdPlacement = keyof typeof AD_PLACEMENT_PRICES;
/** How each placement is named to admins and in the mails; the advertiser's screens say the same in their language (advertising.placement.*). */
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  video_popup_30s: "30 s video pop-up (skippable after 5 s)",
  video_popup_60s: "60 s video pop-up (skippable after 10 s)",
  video_interstitial: "Video interstitial (30-60 s)",
  homepage_banner: "Homepage banner",
  course_page: "Course pages",
  // The site calls the course list "Courses", and the sidebar is a course page's side column.
  explore: "Courses page",
  sidebar: "Course page side column",
  footer: "Bottom of the home page",
};
export const AD_PLACEMENTS = Object.keys(AD_PLACEMENT_PRICES) as [AdPlacement, ...AdPlacement[]];
export const AD_DURATION_DAYS = { min: 7, max: 365, default: 30 } as const;

export const PROSPECT_STATUSES = ["new", "contacted", "interested", "negotiating", "converted", "rejected"] as const;
export const PROSPECT_INDUSTRIES = [
  "EdTech",
  "Language Learning",
  "Study Abroad",
  "Career Services",
  "Financial Services",
  "Travel & Tourism",
  "University Recruitment",
  "Professional Development",
  "Technology",
  "Other",
] as const;

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Course Information",
  "Technical Support",
  "Billing Question",
  "Partnership Opportunity",
] as const;

export const FEEDBACK_CATEGORIES = [
  { value: "suggestion", label: "Suggestion" },
  { value: "improvement", label: "Improvement" },
  { value: "bug", label: "Website Issue" },
  { value: "content", label: "Course Content" },
  { value: "question", label: "General Question" },
  { value: "other", label: "Other" },
] as const;
export const FEEDBACK_CATEGORY_VALUES = FEEDBACK_CATEGORIES.map((category) => category.value) as [
  (typeof FEEDBACK_CATEGORIES)[number]["value"],
  ...(typeof FEEDBACK_CATEGORIES)[number]["value"][],
];
export const FEEDBACK_MESSAGE_MAX = 500;

export const PHONICS_MASTERY_LEVELS = ["beginner", "intermediate", "advanced", "mastered"] as const;
