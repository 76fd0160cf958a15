// The letter sounds of the phonics programme, in a synthetic phonics teaching order: the first group
// makes many short words at once (sat, pin, tap), each group after adds a few.

// A picture must show the word itself, not a neighbour a pre-reader would name instead (a strawberry for
// "jam" reads as "strawberry", a crown for "queen" as "crown").
export type PhonicsSound = { sound: string; group: number; say: string; word: string; picture: string };

const group = (number: number, sounds: [sound: string, say: string, word: string, picture: string][]): PhonicsSound[] =>
  sounds.map(([sound, say, word, picture]) => ({ sound, group: number, say, word, picture }));

export const PHONICS_SOUNDS: readonly PhonicsSound[] = [
  ...group(1, [
    ["s", "sss", "sun", "☀️"],
    ["a", "a", "apple", "🍎"],
    ["t", "t", "tiger", "🐯"],
    ["p", "p", "pig", "🐷"],
    ["i", "i", "insect", "🐞"],
    ["n", "nnn", "nest", "🪺"],
  ]),
  ...group(2, [
    ["m", "mmm", "moon", "🌙"],
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
    ["r", "rrr", "rabbit", "🐰"],
  ]),
  ...group(4, [
    ["h", "h", "hat", "🎩"],
    ["b", "b", "ball", "⚽"],
    ["f", "fff", "fish", "🐟"],
    ["l", "lll", "lion", "🦁"],
  ]),
  ...group(5, [
    ["j", "j", "juice", "🧃"],
    ["v", "vvv", "van", "🚐"],
    ["w", "w", "web", "🕸️"],
    ["x", "ks", "fox", "🦊"],
    ["y", "y", "yo-yo", "🪀"],
    ["z", "zzz", "zebra", "🦓"],
    ["q", "kw", "queen", "👸"],
  ]),
  ...group(6, [
    ["sh", "sh", "ship", "🚢"],
    ["ch", "ch", "chick", "🐤"],
    ["th", "th", "thumb", "👍"],
    ["ng", "ng", "ring", "💍"],
  ]),
  ...group(7, [
    ["ai", "ai", "rain", "🌧️"],
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
