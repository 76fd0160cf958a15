import { describe, expect, it } from "vitest";
import { blankText, realignBlanks, sentenceFromBlankText, toggleBlank, wordsOf } from "./exercise-blanks";
import { formPathOf } from "./exercise-form-schema";

describe("fill in the blank authoring", () => {
  it("finds the words, with apostrophes and hyphens inside a word", () => {
    expect(wordsOf("Don't stop, well-known friend!").map((word) => word.word)).toEqual(["Don't", "stop", "well-known", "friend"]);
  });

  it("marks and unmarks words, and writes the text with ___ in their place", () => {
    const sentence = "She is a teacher.";
    const [, is, , teacher] = wordsOf(sentence);
    let blanks = toggleBlank([], teacher!);
    blanks = toggleBlank(blanks, is!);
    expect(blanks.map((blank) => blank.word)).toEqual(["is", "teacher"]);
    expect(blankText(sentence, blanks)).toBe("She ___ a ___.");
    expect(blankText(sentence, toggleBlank(blanks, teacher!))).toBe("She ___ a teacher.");
  });

  it("reads stored content back, a blank of several words included", () => {
    const draft = sentenceFromBlankText({ text: "I ___ study and ___.", answers: [["am going to"], ["rest", "relax"]] });
    expect(draft.sentence).toBe("I am going to study and rest.");
    expect(draft.blanks).toEqual([
      { start: 2, word: "am going to", answers: [{ text: "am going to" }] },
      { start: 24, word: "rest", answers: [{ text: "rest" }, { text: "relax" }] },
    ]);
    expect(blankText(draft.sentence, draft.blanks)).toBe("I ___ study and ___.");
  });

  it("keeps blanks on their words when the sentence changes, and drops those whose word is gone", () => {
    const blanks = sentenceFromBlankText({ text: "The ___ sat on the ___.", answers: [["cat"], ["mat"]] }).blanks;
    expect(blankText("Today the cat sat on the mat.", realignBlanks("Today the cat sat on the mat.", blanks))).toBe(
      "Today the ___ sat on the ___.",
    );
    expect(realignBlanks("The dog sat on the mat.", blanks).map((blank) => blank.word)).toEqual(["mat"]);
    // A word inside another word is not the word: "cat" in "catalogue".
    expect(realignBlanks("The catalogue.", blanks)).toEqual([]);
  });
});

describe("where a content message shows", () => {
  it.each([
    ["multiple_choice", ["options"], "content.multiple_choice.options.root"],
    ["multiple_choice", ["options", 2], "content.multiple_choice.options.2.text"],
    ["audio", ["say"], "content.audio.say"],
    ["fill_in_blank", ["text"], "content.fill_in_blank.sentence"],
    ["fill_in_blank", ["answers", 1], "content.fill_in_blank.blanks.1.answers.root"],
    ["fill_in_blank", ["answers", 1, 0], "content.fill_in_blank.blanks.1.answers.0.text"],
    ["matching", ["pairs", 0, "right"], "content.matching.pairs.0.right"],
    ["flashcard", ["cards"], "content.flashcard.cards.root"],
    ["speaking", ["phrase"], "content.speaking.phrase"],
  ] as const)("%s %o under %s", (type, path, field) => {
    expect(formPathOf(type, path)).toBe(field);
  });
});
