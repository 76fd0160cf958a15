/** The four letters of the home phonics demo, with the sound each one makes and a word that starts with it. */
export const PHONICS_LETTERS = [
  { letter: "A", sound: "ay", word: "Apple" },
  { letter: "B", sound: "buh", word: "Ball" },
  { letter: "C", sound: "kuh", word: "Cat" },
  { letter: "D", sound: "duh", word: "Dog" },
] as const;

export type PhonicsLetter = (typeof PHONICS_LETTERS)[number];
