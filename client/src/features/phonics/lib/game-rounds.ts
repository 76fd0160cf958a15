import { PHONICS_SOUNDS, type PhonicsSound } from "@shared/phonics/sounds";
import { wordsWithin, type GameWord } from "../data/game-words";

export type Random = () => number;

const pick = <T>(items: readonly T[], random: Random) => items[Math.floor(random() * items.length)]!;
export const shuffle = <T>(items: readonly T[], random: Random) => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

/**
 * Sound Matching: a sound, and three pictures of which exactly one starts with it. Only sounds their
 * word starts with are asked (not ck, ng or the vowel digraphs), only words with a picture of their own
 * (not i's insect or q's queen), and no other picture starts with the same letter or the same sound (c and
 * k both say /k/).
 */
export const soundMatchingRound = (open: readonly PhonicsSound[], random: Random) => {
  const startable = open.filter((entry) => entry.picture !== null && entry.word.startsWith(entry.sound));
  const target = pick(startable, random);
  const others = shuffle(
    startable.filter((entry) => entry.word[0] !== target.word[0] && entry.say !== target.say),
    random,
  ).slice(0, 2);
  return { target, options: shuffle([target, ...others], random) };
};

/** Word Builder: a word to build from its letter tiles and two other letters. */
export const wordBuilderRound = (openSounds: ReadonlySet<string>, random: Random) => {
  const target = pick(wordsWithin(openSounds), random);
  const spare = shuffle(
    PHONICS_SOUNDS.filter((entry) => openSounds.has(entry.sound) && !target.sounds.includes(entry.sound)).map((entry) => entry.sound),
    random,
  ).slice(0, 2);
  return { target, tiles: shuffle([...target.sounds, ...spare], random) };
};

/** Rhyming Time: a word, and three words of which exactly one rhymes with it. */
export const rhymingRound = (openSounds: ReadonlySet<string>, random: Random) => {
  const words = wordsWithin(openSounds);
  const withPartner = words.filter((entry) => words.some((other) => other.word !== entry.word && other.rhyme === entry.rhyme));
  const target = pick(withPartner, random);
  const rhyme = pick(
    words.filter((entry) => entry.word !== target.word && entry.rhyme === target.rhyme),
    random,
  );
  const others = shuffle(
    words.filter((entry) => entry.rhyme !== target.rhyme),
    random,
  ).slice(0, 2);
  return { target, rhyme, options: shuffle<GameWord>([rhyme, ...others], random) };
};
