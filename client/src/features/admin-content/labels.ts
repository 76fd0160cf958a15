import { DIFFICULTIES } from "@shared/constants";
import { EXERCISE_SKILLS, MODULE_NUMBERS } from "@shared/api/learning";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const DIFFICULTY_OPTIONS = DIFFICULTIES.map((value) => ({ value, label: capitalise(value) }));
export const SKILL_OPTIONS = EXERCISE_SKILLS.map((value) => ({ value, label: capitalise(value) }));
export const MODULE_OPTIONS = MODULE_NUMBERS.map((value) => ({ value: String(value), label: `Module ${value}` }));

/** "Module 2: E-mail" for a module the course names, "Module 2" for one it does not. */
export const moduleLabel = (number: number, modules: readonly { title: string }[]) =>
  modules[number - 1]?.title ? `Module ${number}: ${modules[number - 1]!.title}` : `Module ${number}`;

/**
 * The modules an editor shows for a course: every module it names, any other that holds lessons (so no
 * lesson is hidden), and module 1 for a course that names none yet (so a first lesson can be added).
 */
export const editableModules = (modules: readonly { title: string }[], lessonModules: readonly number[]) => {
  const numbers = new Set<number>([...modules.map((_module, index) => index + 1), ...lessonModules]);
  if (numbers.size === 0) numbers.add(1);
  return MODULE_NUMBERS.filter((number) => numbers.has(number));
};

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export { capitalise };
