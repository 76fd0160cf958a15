/** Short words for Word Builder and Rhyming Time: their letter sounds, a picture, and their rhyme. */
export type GameWord = { word: string; picture: string; sounds: string[]; rhyme: string };

const word = (text: string, picture: string, sounds: string[]): GameWord => ({ word: text, picture, sounds, rhyme: text.slice(-2) });

export const GAME_WORDS: readonly GameWord[] = [
  // Made of the first group's sounds (s a t p i n): playable by everyone.
  word("ant", "🐜", ["a", "n", "t"]),
  word("pin", "📌", ["p", "i", "n"]),
  word("tin", "🥫", ["t", "i", "n"]),
  word("tap", "🚰", ["t", "a", "p"]),
  word("nap", "😴", ["n", "a", "p"]),
  word("pan", "🍳", ["p", "a", "n"]),
  word("sit", "🪑", ["s", "i", "t"]),
  word("pit", "🕳️", ["p", "i", "t"]),
  // The later groups.
  word("cat", "🐱", ["c", "a", "t"]),
  word("hat", "🎩", ["h", "a", "t"]),
  word("bat", "🦇", ["b", "a", "t"]),
  word("dog", "🐶", ["d", "o", "g"]),
  word("log", "🪵", ["l", "o", "g"]),
  word("sun", "☀️", ["s", "u", "n"]),
  word("bun", "🍞", ["b", "u", "n"]),
  word("pig", "🐷", ["p", "i", "g"]),
  word("wig", "💇", ["w", "i", "g"]),
  word("bed", "🛏️", ["b", "e", "d"]),
  word("red", "🟥", ["r", "e", "d"]),
  word("hen", "🐔", ["h", "e", "n"]),
  word("ten", "🔟", ["t", "e", "n"]),
  word("fish", "🐟", ["f", "i", "sh"]),
  word("dish", "🍽️", ["d", "i", "sh"]),
  word("duck", "🦆", ["d", "u", "ck"]),
  word("sock", "🧦", ["s", "o", "ck"]),
  word("rock", "🪨", ["r", "o", "ck"]),
];

/** The words a child can build with the sounds open to them. */
export const wordsWithin = (sounds: ReadonlySet<string>) => GAME_WORDS.filter((entry) => entry.sounds.every((sound) => sounds.has(sound)));
