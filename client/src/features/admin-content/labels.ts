import { DIFFICULTIES } from "@shared/constants";
import { EXERCISE_SKILLS, MODULE_NUMBERS } from "@shared/api/learning";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({ value, label: capitalise(value) }));
export const SKILL_OPTIONS = EXERCISE_SKILLS.map((value) => ({ value, label: capitalise(value) }));
export const MODULE_OPTIONS = MODULE_NUMBERS.map((value) => ({ value: String(value), label: `Module ${value}` }));

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export { capitalise };
