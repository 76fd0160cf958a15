// The letter sounds of the phonics programme, in a synthetic phonics teaching order: the first group
// makes many short words at once (sat, pin, tap), each group after adds a few.

// A picture must show the word itself, not a neighbour a pre-reader would name instead (a strawberry for
// "jam" reads as "strawberry", a crown or a princess for "queen" as "crown" or "princess", a rain cloud as
// "cloud"). No picture (null) where no picture says the word: that sound is then never asked by picture.
export type PhonicsSound = { sound: string; group: number; say: string; word: string; picture: string | null };

const group = (number: number, sounds: [sound: string, say: string, word: string, picture: string | null][]): PhonicsSound[] =>
  sounds.map(([sound, say, word, picture]) => ({ sound, group: number, say, word, picture }));

export const PHONICS_SOUNDS: readonly PhonicsSound[] = [
  ...group(1, [
    ["s", "sss", "sun", "☀️"],
    ["a", "a", "apple", "🍎"],
    ["t", "t", "tiger", "🐯"],
    ["p", "p", "pig", "🐷"],
    ["i", "i", "insect", null],
    ["n", "nnn", "nest", "🪺"],
  ]),
  ...group(2, [
    ["m", "mmm", "mouse", "🐭"],
    ["d", "d", "dog", "🐶"],
    ["g", "g", "goat", "🐐"],
    ["o", "o", "octopus", "🐙"],
    ["c", "k", "cat", "🐱"],
    ["k", "k", "kite", "🪁"],
  ]),
  ...group(3, [
    ["ck", "k", "duck", "🦆"],
    ["e", "e", "egg", "🥚"],
    ["u", "u", "umbrella", "☂️"],
    ["r", "rrr", "rocket", "🚀"],
  ]),
  ...group(4, [
    ["h", "h", "hat", "🎩"],
    ["b", "b", "banana", "🍌"],
    ["f", "fff", "fish", "🐟"],
    ["l", "lll", "lion", "🦁"],
  ]),
  ...group(5, [
    ["j", "j", "juice", "🧃"],
    ["v", "vvv", "violin", "🎻"],
    ["w", "w", "watermelon", "🍉"],
    ["x", "ks", "fox", "🦊"],
    ["y", "y", "yo-yo", "🪀"],
    ["z", "zzz", "zebra", "🦓"],
    ["q", "kw", "queen", null],
  ]),
  ...group(6, [
    ["sh", "sh", "sheep", "🐑"],
    ["ch", "ch", "cheese", "🧀"],
    ["th", "th", "thumb", "👍"],
    ["ng", "ng", "ring", "💍"],
  ]),
  ...group(7, [
    ["ai", "ai", "snail", "🐌"],
    ["ee", "ee", "tree", "🌳"],
    ["oa", "oa", "boat", "⛵"],
    ["oo", "oo", "moon", "🌕"],
  ]),
];

/** The group anyone may try without an account's plan. */
export const FREE_GROUP = 1;
export const isFreeSound = (sound: string) => PHONICS_SOUNDS.some((entry) => entry.sound === sound && entry.group === FREE_GROUP);
export const PHONICS_SOUND_NAMES = PHONICS_SOUNDS.map((entry) => entry.sound) as [string, ...string[]];
export const findSound = (sound: string) => PHONICS_SOUNDS.find((entry) => entry.sound === sound);
