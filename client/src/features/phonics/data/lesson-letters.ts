/**
 * The kids lesson demo: letters Aa to Ff, three example words each, each with a picture a pre-reader names
 * as that word (a crocodile is not "alligator", a cup with a straw is "drink", an envelope is "letter").
 */
export type LessonWord = { word: string; picture: string };
export type LessonLetter = { letter: string; sound: string; words: [LessonWord, LessonWord, LessonWord] };

export const LESSON_LETTERS: readonly LessonLetter[] = [
  { letter: "A", sound: "a", words: [{ word: "apple", picture: "🍎" }, { word: "ant", picture: "🐜" }, { word: "ambulance", picture: "🚑" }] },
  { letter: "B", sound: "b", words: [{ word: "bee", picture: "🐝" }, { word: "bear", picture: "🐻" }, { word: "banana", picture: "🍌" }] },
  { letter: "C", sound: "c", words: [{ word: "cat", picture: "🐱" }, { word: "carrot", picture: "🥕" }, { word: "car", picture: "🚗" }] },
  { letter: "D", sound: "d", words: [{ word: "dog", picture: "🐶" }, { word: "duck", picture: "🦆" }, { word: "drum", picture: "🥁" }] },
  { letter: "E", sound: "e", words: [{ word: "egg", picture: "🥚" }, { word: "elephant", picture: "🐘" }, { word: "elf", picture: "🧝" }] },
  { letter: "F", sound: "f", words: [{ word: "fish", picture: "🐟" }, { word: "frog", picture: "🐸" }, { word: "fire", picture: "🔥" }] },
];

/** Up to 3 attempts at a word, each worth up to 3 points; the final percentage counts 3 points a word. */
export const ATTEMPTS_PER_WORD = 3;
export const POINTS_PER_WORD = 3;
