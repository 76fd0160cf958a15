import type { Difficulty, ExerciseSkill, ExerciseType } from "@shared/api/learning";

/**
 * The skill an exercise of each type practises, as the school's own curriculum tags them (every
 * listening exercise "listening", every speaking one "speaking", fill-in-the-blank "writing", nearly all
 * the rest "reading"). The students' skill bars add up these tags, so a new exercise starts from its
 * type's skill rather than "reading" for all.
 */
export const SKILL_OF_TYPE: Record<ExerciseType, ExerciseSkill> = {
  multiple_choice: "reading",
  fill_in_blank: "writing",
  matching: "reading",
  audio: "listening",
  speaking: "speaking",
  flashcard: "reading",
  reading_text: "reading",
  listening_text: "listening",
  writing_task: "writing",
  speaking_task: "speaking",
};

/**
 * A course level's usual exercise difficulty, as most of the curriculum's exercises at that level are
 * tagged (the TEFL Level 3 and Level 5 courses are mostly "intermediate", the Diploma "advanced").
 */
const DIFFICULTY_OF_LEVEL: Record<string, Difficulty> = {
  "A1-A2": "beginner",
  "B1-B2": "intermediate",
  "C1-C2": "advanced",
  "TEFL Level 3": "intermediate",
  "TEFL Level 5": "intermediate",
  "TEFL Diploma": "advanced",
};

/** The difficulty a new exercise of a course at `level` starts with; "beginner" when the level is unknown. */
export const difficultyOfCourseLevel = (level: string | undefined): Difficulty => (level && DIFFICULTY_OF_LEVEL[level]) || "beginner";
