import { describe, expect, it } from "vitest";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { GAME_WORDS } from "./game-words";
import { LESSON_LETTERS } from "./lesson-letters";

/** Every word the phonics programme shows with a picture: the sound cards, the games and the lesson demo. */
const PICTURED = [
  ...PHONICS_SOUNDS.flatMap((entry) => (entry.picture === null ? [] : [{ word: entry.word, picture: entry.picture, where: `sound ${entry.sound}` }])),
  ...GAME_WORDS.map((entry) => ({ word: entry.word, picture: entry.picture, where: "games" })),
  ...LESSON_LETTERS.flatMap((letter) => letter.words.map((entry) => ({ ...entry, where: `lesson ${letter.letter}` }))),
];

const ofPicture = (picture: string) => [...new Set(PICTURED.filter((entry) => entry.picture === picture).map((entry) => entry.word))];
const ofWord = (word: string) => [...new Set(PICTURED.filter((entry) => entry.word === word).map((entry) => entry.picture))];

describe("the phonics pictures", () => {
  it("give each picture one word and each word one picture, across cards, games and the lesson demo", () => {
    expect(PICTURED.length).toBeGreaterThan(50);
    for (const { picture } of PICTURED) expect({ picture, words: ofPicture(picture) }).toEqual({ picture, words: [expect.any(String)] });
    for (const { word } of PICTURED) expect({ word, pictures: ofWord(word) }).toEqual({ word, pictures: [expect.any(String)] });
  });

  it("no longer show a picture a pre-reader names as another word, and drop the words no picture shows", () => {
    const misleading = {
      "🍳": "pan (a fried egg)",
      "🍽️": "dish (a plate with a knife and fork)",
      "👸": "queen (a princess)",
      "🌙": "m's moon (the same moon as oo's)",
      "🐞": "insect (a ladybird)",
      "🐰": "rabbit (a bunny)",
      "⚽": "ball (a football)",
      "🚐": "van (a bus)",
      "🕸️": "web (a spider's web)",
      "🚢": "ship (a boat)",
      "🐤": "chick (a bird, a duckling)",
      "🌧️": "rain (a cloud)",
      "🐊": "alligator (a crocodile)",
      "🥤": "cup (a drink)",
      "✉️": "envelope (a letter)",
    };
    expect(PICTURED.filter((entry) => entry.picture in misleading)).toEqual([]);
    for (const word of ["pan", "dish", "queen", "insect"]) expect(PICTURED.filter((entry) => entry.word === word)).toEqual([]);
  });

  it("names m and oo with two different words and pictures, and leaves q and i without a picture", () => {
    const sound = (name: string) => PHONICS_SOUNDS.find((entry) => entry.sound === name)!;
    expect([sound("m").word, sound("m").picture]).toEqual(["mouse", "🐭"]);
    expect([sound("oo").word, sound("oo").picture]).toEqual(["moon", "🌕"]);
    expect(sound("q")).toMatchObject({ word: "queen", picture: null });
    expect(sound("i")).toMatchObject({ word: "insect", picture: null });
  });
});
