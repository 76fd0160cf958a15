import { describe, expect, it } from "vitest";
import { findNearDuplicates, trigramsOf } from "./find-near-duplicates";

const item = (id: string, question: string, options: string[] = []) => ({ id, content: { question, options, answer: 0 } });

describe("findNearDuplicates", () => {
  it("reports two items that share most of their wording, with the share", () => {
    const pairs = findNearDuplicates([
      item("a", "Selinker called the learner's own developing system of the new language its interlanguage", ["one", "two"]),
      item("b", "Selinker called the learner's own developing system of the new language an interlanguage", ["one", "two"]),
      item("c", "Which stage of a PPP lesson gives the learners controlled practice of the new form", ["one", "two"]),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ first: "a", second: "b" });
    expect(pairs[0]!.overlap).toBeCloseTo(15 / 24); // one word changed: 3 of 15 triples differ on each side
  });

  it("leaves alone items that share a frame but test different things, and items too short to compare", () => {
    expect(
      findNearDuplicates([
        item("a", "She has lived in Nairobi since she was a child and still loves the city"),
        item("b", "They moved to Lima last spring because his new job started in April"),
        item("c", "yes"),
        item("d", "yes"),
      ]),
    ).toEqual([]);
  });

  it("reads every text in an item: the question, its options and what is said", () => {
    expect([...trigramsOf({ say: "I am here", options: ["now or never"] })]).toEqual([
      "i am here",
      "am here now",
      "here now or",
      "now or never",
    ]);
  });
});
