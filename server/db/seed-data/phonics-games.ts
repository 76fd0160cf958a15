import type { phonicsGames } from "../../../shared/schema/phonics";

/**
 * The three Fun Phonics games for children aged 3-12. Levels run from 1 to 10;
 * `timeLimit` is in seconds.
 */
export const seedPhonicsGames: (typeof phonicsGames.$inferInsert)[] = [
  {
    name: "Sound Matching",
    description:
      "Listen carefully to a letter sound, then tap the picture or letter that makes the same sound. A bright, friendly first game for little ears.",
    difficulty: "beginner",
    gameType: "sound_matching",
    minLevel: 1,
    maxLevel: 4,
    basePoints: 50,
    timeLimit: 60,
  },
  {
    name: "Word Builder",
    description:
      "Drag letters into the right order to build short words such as 'cat' and 'sun', sounding out each letter as you go. Three wrong letters and the word starts again.",
    difficulty: "intermediate",
    gameType: "word_builder",
    minLevel: 3,
    maxLevel: 7,
    basePoints: 100,
    timeLimit: 90,
  },
  {
    name: "Rhyming Time",
    description:
      "Hear a word and find its rhyming partner from a set of picture cards, like 'hat' and 'cat'. A playful challenge that builds listening and early reading skills.",
    difficulty: "advanced",
    gameType: "rhyming",
    minLevel: 5,
    maxLevel: 10,
    basePoints: 150,
    timeLimit: 120,
  },
];
