import { a1a2 } from "./a1-a2";
import { b1b2 } from "./b1-b2";
import { c1c2 } from "./c1-c2";
import { teflDiploma } from "./tefl-diploma";
import { teflLevel3 } from "./tefl-level-3";
import { teflLevel5 } from "./tefl-level-5";
import type { SeedCourseLessons } from "./types";

export type { SeedCourseLessons, SeedExercise, SeedLesson } from "./types";

/** Lessons and exercises for every course, in catalogue order. */
export const SEED_LESSONS: SeedCourseLessons[] = [a1a2, b1b2, c1c2, teflLevel3, teflLevel5, teflDiploma];
