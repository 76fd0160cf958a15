export type SeedSkill = "reading" | "writing" | "speaking" | "listening";
export type SeedDifficulty = "beginner" | "intermediate" | "advanced";
type ExerciseBase = { title: string; description: string; difficulty: SeedDifficulty; points: number; skill: SeedSkill };
export type SeedExercise = ExerciseBase &
  (
    | { type: "multiple_choice"; content: { question: string; options: string[]; answer: number } }
    | { type: "fill_in_blank"; content: { text: string; answers: string[][] } }
    | { type: "matching"; content: { pairs: { left: string; right: string }[] } }
    | { type: "audio"; content: { say: string; question: string; options: string[]; answer: number } }
    | { type: "speaking"; content: { phrase: string } }
    | { type: "flashcard"; content: { cards: { front: string; back: string }[] } }
  );
export type SeedLesson = {
  module: 1 | 2 | 3 | 4 | 5;
  title: string; // 5-100 chars
  description: string; // one sentence, 10-300 chars
  estimatedMinutes: number;
  explanation: string; // the teaching text: 2-4 short paragraphs separated by "\n\n", plain text, no markdown/HTML
  examples: string[]; // 3-6 example sentences illustrating the point
  exercises: SeedExercise[]; // 4 to 6
};
export type SeedCourseLessons = { courseSlug: string; lessons: SeedLesson[] };
