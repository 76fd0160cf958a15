export type SuccessStory = {
  name: string;
  /** Translated at render ("home.countries.*"). */
  countryId: string;
  level: string;
  initials: string;
  /** The testimonial, translated at render. */
  textId: string;
  /** Stars out of 5. */
  rating: number;
  course: string;
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    name: "Ana Souza",
    countryId: "home.countries.brazil",
    level: "CEFR B1-B2",
    initials: "AS",
    textId: "home.stories.ana",
    rating: 5,
    course: "Intermediate English (B1-B2)",
  },
  {
    name: "Kenji Tanaka",
    countryId: "home.countries.japan",
    level: "CEFR C1-C2",
    initials: "KT",
    textId: "home.stories.kenji",
    rating: 5,
    course: "Advanced English (C1-C2)",
  },
  {
    name: "Lerato Dlamini",
    countryId: "home.countries.southAfrica",
    level: "TEFL Level 5",
    initials: "LD",
    textId: "home.stories.lerato",
    rating: 5,
    course: "TEFL Level 5 Certificate",
  },
  {
    name: "Lucas Schneider",
    countryId: "home.countries.germany",
    level: "CEFR A1-A2",
    initials: "LS",
    textId: "home.stories.lucas",
    rating: 5,
    course: "Beginner English (A1-A2)",
  },
];
