import { describe, expect, it } from "vitest";
import { isAnswerCorrect } from "./match-answer";

const GREETING = "Hello! My name is...";
const ORIGIN = "I'm from...";
const REPLY = "Nice to meet you too!";

describe("isAnswerCorrect", () => {
  it("accepts each pattern with its ellipsis filled in", () => {
    expect(isAnswerCorrect("Hello! My name is Thandi.", GREETING)).toBe(true);
    expect(isAnswerCorrect("I'm from Brazil", ORIGIN)).toBe(true);
    expect(isAnswerCorrect("Nice to meet you too!", REPLY)).toBe(true);
  });

  it("ignores case", () => {
    expect(isAnswerCorrect("HELLO! my NAME is kenji", GREETING)).toBe(true);
    expect(isAnswerCorrect("i'M FROM japan", ORIGIN)).toBe(true);
    expect(isAnswerCorrect("nice TO meet YOU too!", REPLY)).toBe(true);
  });

  it("lets the ellipsis stand for any text, even several words or punctuation", () => {
    expect(isAnswerCorrect("Hello! My name is Ana Maria de Souza, but call me Ana :)", GREETING)).toBe(true);
    expect(isAnswerCorrect("I'm from São Paulo, Brazil.", ORIGIN)).toBe(true);
  });

  it("compares the whole answer, not a part of it", () => {
    expect(isAnswerCorrect("Well, Hello! My name is Lucas", GREETING)).toBe(false);
    expect(isAnswerCorrect("Yes, I'm from Germany", ORIGIN)).toBe(false);
    expect(isAnswerCorrect("Nice to meet you too! Bye", REPLY)).toBe(false);
    expect(isAnswerCorrect("Oh, nice to meet you too!", REPLY)).toBe(false);
    expect(isAnswerCorrect("Nice to meet you", REPLY)).toBe(false);
  });

  it("treats the text around the ellipsis literally", () => {
    expect(isAnswerCorrect("Hello My name is Lucas", GREETING)).toBe(false);
    expect(isAnswerCorrect("Hello! My name's Lucas", GREETING)).toBe(false);
    expect(isAnswerCorrect("Nice to meet you tooo", REPLY)).toBe(false);
  });

  it("marks an empty or blank answer wrong", () => {
    expect(isAnswerCorrect("", GREETING)).toBe(false);
    expect(isAnswerCorrect("", ORIGIN)).toBe(false);
    expect(isAnswerCorrect("   ", REPLY)).toBe(false);
  });

  it("forgives a trailing space and a curly apostrophe from a phone keyboard", () => {
    expect(isAnswerCorrect("Nice to meet you too! ", REPLY)).toBe(true);
    expect(isAnswerCorrect("I\u2019m from Mexico", ORIGIN)).toBe(true);
  });

  it("is not fooled by regular-expression characters in the answer", () => {
    expect(isAnswerCorrect(".*", REPLY)).toBe(false);
    expect(isAnswerCorrect(".*", ORIGIN)).toBe(false);
    expect(isAnswerCorrect("^Nice to meet you too!$", REPLY)).toBe(false);
    expect(isAnswerCorrect("Nice to meet you too(!)", REPLY)).toBe(false);
    expect(() => isAnswerCorrect("Hello! My name is ([unclosed", GREETING)).not.toThrow();
    expect(isAnswerCorrect("Hello! My name is ([unclosed", GREETING)).toBe(true);
  });

  it("does not let the pattern's own punctuation act as a wildcard", () => {
    // The "!" and "." of a pattern are plain characters: "Nice to meet you too?" is not the reply.
    expect(isAnswerCorrect("Nice to meet you too?", REPLY)).toBe(false);
    expect(isAnswerCorrect("Hello! My name is", "Hello. My name is...")).toBe(false);
  });
});
