import { describe, expect, it } from "vitest";
import { loadSpeller } from "./spelling";
import { MAX_MISSPELLED, writingFeedback } from "./writing-feedback";

const TASK = {
  prompt: "Write to Mrs Oyelaran about the trip to Stellenbosch.",
  modelAnswer: "Dear Mrs Oyelaran, the trip to Stellenbosch was wonderful.",
  minWords: 20,
  maxWords: 60,
};

describe("writingFeedback", () => {
  it("flags a misspelt word once with suggestions, in the order written, and leaves British spellings, names and the task's words alone", async () => {
    const speller = await loadSpeller();
    const text =
      "Dear Mrs Oyelaran, I recieve your letter about Stellenbosch. My favourite colour is grey, so I realised the " +
      "centre was organised by well-known people. Mandla and I travelled there with Sipho and Mandla. I recieve it; the wether was good.";
    const feedback = writingFeedback(text, TASK, speller);
    expect(feedback.misspelled.map((item) => item.word)).toEqual(["recieve", "wether"]);
    expect(feedback.misspelled[0]!.suggestions).toContain("receive");
    expect(feedback.misspelled[0]!.suggestions.length).toBeLessThanOrEqual(3);
    expect(feedback).toMatchObject({ wordCount: 40, minWords: 20, maxWords: 60 });
  });

  it("still flags a misspelt word that opens a sentence or a line (only a capital inside a sentence reads as a name)", async () => {
    const feedback = writingFeedback("Beleive me. It was fun.\nHi Sipho,\nThhe bus was late.", TASK, await loadSpeller());
    expect(feedback.misspelled.map((item) => item.word)).toEqual(["Beleive", "Thhe"]);
  });

  it("lists at most 20 misspelt words, and stops suggesting within its time budget (a text of made-up words cannot stall the server)", async () => {
    const speller = await loadSpeller();
    const text = Array.from({ length: 30 }, (_, index) => `zq${"x".repeat(index)}`).join(" ");
    const started = performance.now();
    const feedback = writingFeedback(text, TASK, speller);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(feedback.misspelled).toHaveLength(MAX_MISSPELLED);
    expect(feedback.misspelled.at(-1)).toEqual({ word: `zq${"x".repeat(19)}`, suggestions: [] });
  });

  it("points out content words used 4 times or more, most used first, never function words", async () => {
    const text =
      "The nice park is nice. The nice park has a nice lake. The park is big and the lake is big. The park, the lake and the big park.";
    expect(writingFeedback(text, TASK, await loadSpeller()).repeated).toEqual([
      { word: "park", count: 5 },
      { word: "nice", count: 4 },
    ]);
  });
});
