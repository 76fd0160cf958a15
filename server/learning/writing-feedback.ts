// The automatic feedback on a writing task (issue 43): its length against the task, spelling and repeated
// words. Pure given a spell-checker (spelling.ts), so it is tested without loading the dictionary.
import type { ExerciseContent, WritingFeedback } from "../../shared/api/learning";
import { WORD_PATTERN, wordsOf } from "../../shared/exercises/word-count";
import type { Speller } from "./spelling";

/** At most this many misspelled words are listed (a text full of slips needs a teacher, not a long list). */
export const MAX_MISSPELLED = 20;
const MAX_SUGGESTIONS = 3;
// Suggesting is the costly part (a few ms for a real slip, a third of a second for a long made-up word) and it
// runs on the event loop: past this budget, or for a word this long, a slip is still listed but without suggestions.
const SUGGESTION_BUDGET_MS = 400;
const SUGGESTION_MAX_LETTERS = 20;
/** A content word written this many times or more is pointed out, so the learner reaches for other words. */
export const REPEATED_AT = 4;

// Words every text repeats (articles, pronouns, auxiliaries, prepositions, conjunctions): never pointed out.
const FUNCTION_WORDS = new Set(
  (
    "a an the and or but so if then than because as at by for from in into of off on onto out over to up with without about " +
    "after before under between through during until while when where which who whom whose what why how that this these those " +
    "there here i me my mine we us our ours you your yours he him his she her hers it its they them their theirs myself " +
    "yourself himself herself itself ourselves themselves is am are was were be been being do does did done have has had " +
    "having will would shall should can could may might must not no nor also too very just only all any some each every " +
    "both more most other such own same one s t don't i'm it's isn't wasn't didn't doesn't can't won't i've i'll i'd we're " +
    "they're you're he's she's that's there's let's"
  ).split(" "),
);

type Task = Pick<ExerciseContent<"writing_task">, "prompt" | "modelAnswer" | "minWords" | "maxWords">;

// A capitalised word that does not open a sentence is taken as a name (Thabo, Durban): a dictionary cannot
// know every learner's names and places. The text's words, each with that mark.
const wordsWithPlace = (text: string) => {
  const found: { word: string; isName: boolean }[] = [];
  for (const match of text.matchAll(WORD_PATTERN)) {
    // What comes just before: a sentence's end, a new line (a greeting's), or the text's start.
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const opensSentence = before.trim() === "" || /(?:[.!?:"“]\s*|\n\s*)$/.test(before);
    const word = match[0];
    found.push({ word, isName: !opensSentence && /^\p{Lu}/u.test(word) });
  }
  return found;
};

const misspelledIn = (text: string, task: Task, speller: Speller): WritingFeedback["misspelled"] => {
  // Words the task itself uses (its names, places, terms) are never flagged, whatever the dictionary says.
  const taskWords = new Set(wordsOf(`${task.prompt} ${task.modelAnswer}`).map((word) => word.toLowerCase()));
  const words = wordsWithPlace(text.replace(/’/g, "'"));
  // A name written inside a sentence once is a name where it opens one too.
  const names = new Set(words.filter((entry) => entry.isName).map((entry) => entry.word));
  const started = performance.now();
  const seen = new Set<string>();
  const misspelled: WritingFeedback["misspelled"] = [];
  for (const { word } of words) {
    const key = word.toLowerCase();
    if (misspelled.length >= MAX_MISSPELLED) break;
    if (seen.has(key) || names.has(word) || taskWords.has(key) || /\d/.test(word)) continue;
    seen.add(key);
    // A hyphenated word is right when each part is (well-known, twenty-one).
    if (word.split("-").every((part) => speller.correct(part))) continue;
    const affordable = word.length <= SUGGESTION_MAX_LETTERS && performance.now() - started < SUGGESTION_BUDGET_MS;
    misspelled.push({ word, suggestions: affordable ? speller.suggest(word).slice(0, MAX_SUGGESTIONS) : [] });
  }
  return misspelled;
};

const repeatedIn = (text: string): WritingFeedback["repeated"] => {
  const counts = new Map<string, number>();
  for (const word of wordsOf(text.replace(/’/g, "'"))) {
    const key = word.toLowerCase();
    if (!FUNCTION_WORDS.has(key) && !/\d/.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // Most used first; a tie keeps the order first written (a Map keeps insertion order, the sort is stable).
  return [...counts]
    .filter(([, count]) => count >= REPEATED_AT)
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => ({ word, count }));
};

/** The feedback a learner gets on handing in `text` for `task`. */
export const writingFeedback = (text: string, task: Task, speller: Speller): WritingFeedback => ({
  wordCount: wordsOf(text).length,
  minWords: task.minWords,
  maxWords: task.maxWords,
  misspelled: misspelledIn(text, task, speller),
  repeated: repeatedIn(text),
});
