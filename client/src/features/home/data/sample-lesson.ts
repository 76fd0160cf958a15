/**
 * The home page's sample exercise: a first conversation from the A1 course. Each reply is checked
 * against its pattern, where "..." stands for the learner's own words (see utils/match-answer.ts). The
 * teacher's lines and the patterns are the English being taught; `labelId` is the instruction, translated.
 */
export const SAMPLE_LESSON_LINES = [
  {
    id: "sample-reply-name",
    teacherLine: "Hi there! I'm Emma, your teacher. What's your name?",
    labelId: "home.sampleLesson.replyName",
    pattern: "Hello! My name is...",
  },
  {
    id: "sample-reply-country",
    teacherLine: "Welcome to the class! Where are you from?",
    labelId: "home.sampleLesson.replyCountry",
    pattern: "I'm from...",
  },
  {
    id: "sample-reply-greeting",
    teacherLine: "How interesting! Well, it's very nice to meet you.",
    labelId: "home.sampleLesson.replyGreeting",
    pattern: "Nice to meet you too!",
  },
] as const;

/** The phrase box learners pick from, in a different order from the dialogue so they have to think. */
export const SAMPLE_LESSON_PHRASES = ["Nice to meet you too!", "Hello! My name is ...", "I'm from ..."] as const;
