/** Short words for Word Builder and Rhyming Time: their letter sounds, a picture, and their rhyme. */
export type GameWord = { word: string; picture: string; sounds: string[]; rhyme: string };

const VOWELS = new Set(["a", "e", "i", "o", "u", "ai", "ee", "oa", "oo"]);

// Two words rhyme when they sound the same from the vowel on (c-at, h-at), so "duck" and "sock", which
// share their last letters only, do not.
const word = (text: string, picture: string, sounds: string[]): GameWord => {
  const vowel = sounds.findIndex((sound) => VOWELS.has(sound));
  return { word: text, picture, sounds, rhyme: sounds.slice(Math.max(vowel, 0)).join("") };
};

// Each picture shows the word itself, so a child who cannot hear the audio names the word asked, not a
// neighbour ("sit" is not a chair, "nap" not a sleeping face, "wig" not a haircut, "bun" not a loaf, "pan"
// not a fried egg, "dish" not a plate with a knife and fork). A word with no such picture is not used.
export const GAME_WORDS: readonly GameWord[] = [
  // Made of the first group's sounds (s a t p i n): playable by everyone.
  word("ants", "🐜🐜", ["a", "n", "t", "s"]),
  word("pin", "📌", ["p", "i", "n"]),
  word("tin", "🥫", ["t", "i", "n"]),
  word("tap", "🚰", ["t", "a", "p"]),
  // The later groups.
  word("cat", "🐱", ["c", "a", "t"]),
  word("hat", "🎩", ["h", "a", "t"]),
  word("bat", "🦇", ["b", "a", "t"]),
  word("dog", "🐶", ["d", "o", "g"]),
  word("log", "🪵", ["l", "o", "g"]),
  word("sun", "☀️", ["s", "u", "n"]),
  word("run", "🏃", ["r", "u", "n"]),
  word("pig", "🐷", ["p", "i", "g"]),
  word("bed", "🛏️", ["b", "e", "d"]),
  word("red", "🟥", ["r", "e", "d"]),
  word("pen", "🖊️", ["p", "e", "n"]),
  word("ten", "🔟", ["t", "e", "n"]),
  word("fish", "🐟", ["f", "i", "sh"]),
  word("duck", "🦆", ["d", "u", "ck"]),
  word("sock", "🧦", ["s", "o", "ck"]),
  word("rock", "🪨", ["r", "o", "ck"]),
];

/** The words a child can build with the sounds open to them. */
export const wordsWithin = (sounds: ReadonlySet<string>) => GAME_WORDS.filter((entry) => entry.sounds.every((sound) => sounds.has(sound)));
