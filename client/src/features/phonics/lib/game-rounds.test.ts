import { describe, expect, it } from "vitest";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { GAME_WORDS } from "../data/game-words";
import { rhymingRound, soundMatchingRound, wordBuilderRound } from "./game-rounds";

const FREE = PHONICS_SOUNDS.filter((entry) => entry.group === 1);
const FREE_SOUNDS = new Set(FREE.map((entry) => entry.sound));
const ALL_SOUNDS = new Set(PHONICS_SOUNDS.map((entry) => entry.sound));

describe("game rounds", () => {
  it("Sound Matching offers three pictures, exactly one starting with the sound, from the open sounds", () => {
    for (let seed = 0; seed < 200; seed++) {
      const round = soundMatchingRound(seed % 2 ? FREE : PHONICS_SOUNDS, Math.random);
      expect(round.target.word.startsWith(round.target.sound)).toBe(true);
      expect(round.options.filter((option) => option.say === round.target.say)).toHaveLength(1);
      expect(round.options).toHaveLength(3);
      expect(round.options.filter((option) => option.word[0] === round.target.word[0])).toHaveLength(1);
      if (seed % 2) expect(round.options.every((option) => FREE_SOUNDS.has(option.sound))).toBe(true);
    }
  });

  it("Word Builder's tiles hold the word's letters and two spares, all open", () => {
    for (let seed = 0; seed < 50; seed++) {
      const round = wordBuilderRound(FREE_SOUNDS, Math.random);
      expect(round.tiles).toHaveLength(round.target.sounds.length + 2);
      for (const sound of round.target.sounds) expect(round.tiles).toContain(sound);
      expect(round.tiles.every((tile) => FREE_SOUNDS.has(tile))).toBe(true);
    }
  });

  it("Rhyming Time offers exactly one rhyme", () => {
    for (const open of [FREE_SOUNDS, ALL_SOUNDS]) {
      for (let seed = 0; seed < 50; seed++) {
        const round = rhymingRound(open, Math.random);
        expect(round.options.filter((option) => option.rhyme === round.target.rhyme)).toEqual([round.rhyme]);
        expect(round.options.some((option) => option.word === round.target.word)).toBe(false);
      }
    }
  });

  it("rhymes from the vowel on: cat and hat rhyme, duck and sock do not; every first-group word has a picture of its own", () => {
    const rhyme = (text: string) => GAME_WORDS.find((entry) => entry.word === text)!.rhyme;
    expect(rhyme("cat")).toBe(rhyme("hat"));
    expect(rhyme("pin")).toBe(rhyme("tin"));
    expect(rhyme("sock")).toBe(rhyme("rock"));
    expect(rhyme("duck")).not.toBe(rhyme("sock"));
    expect(new Set(GAME_WORDS.map((entry) => entry.picture)).size).toBe(GAME_WORDS.length);
    for (const banned of ["sit", "nap", "wig"]) expect(GAME_WORDS.some((entry) => entry.word === banned)).toBe(false);
  });
});
