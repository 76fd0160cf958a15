export type SuccessStory = {
  name: string;
  country: string;
  level: string;
  initials: string;
  text: string;
  /** Stars out of 5. */
  rating: number;
  course: string;
};

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    name: "Ana Souza",
    country: "Brazil",
    level: "CEFR B1-B2",
    initials: "AS",
    text: "I needed English for interviews with international companies. The evening classes fitted around my shifts, and six months later I did my whole interview in English and got the job.",
    rating: 5,
    course: "Intermediate English (B1-B2)",
  },
  {
    name: "Kenji Tanaka",
    country: "Japan",
    level: "CEFR C1-C2",
    initials: "KT",
    text: "The academic writing module changed how I structure my reports. My teacher's feedback was detailed and always on time, even with a seven-hour time difference.",
    rating: 5,
    course: "Advanced English (C1-C2)",
  },
  {
    name: "Lerato Dlamini",
    country: "South Africa",
    level: "TEFL Level 5",
    initials: "LD",
    text: "The TEFL course was practical from the first week: lesson plans, classroom management and real teaching practice. I now teach English online to students in three countries.",
    rating: 5,
    course: "TEFL Level 5 Certificate",
  },
  {
    name: "Lucas Schneider",
    country: "Germany",
    level: "CEFR A1-A2",
    initials: "LS",
    text: "I started with almost no English. Short lessons and lots of speaking practice gave me the confidence to order, ask for directions and chat on my first trip to London.",
    rating: 5,
    course: "Beginner English (A1-A2)",
  },
];
