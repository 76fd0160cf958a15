// Fill in the blank, authored as a person would: type the sentence, then mark the words that become
// blanks. The stored content stays the shared contract: the text with each blank written as ___ and one
// list of accepted answers per blank.
import { BLANK } from "@shared/api/learning";

/** A marked span of the sentence (a word, or the words an older blank held) and its accepted answers. */
export type BlankDraft = { start: number; word: string; answers: { text: string }[] };

export type SentenceWord = { start: number; end: number; word: string };

/** The words of a sentence, with where each starts and ends; "don't" and "well-known" are one word. */
export const wordsOf = (sentence: string): SentenceWord[] =>
  Array.from(sentence.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[0],
  }));

const byStart = (a: BlankDraft, b: BlankDraft) => a.start - b.start;

/** The stored text: the sentence with each marked span replaced by ___. */
export const blankText = (sentence: string, blanks: readonly BlankDraft[]) => {
  let text = "";
  let from = 0;
  for (const blank of [...blanks].sort(byStart)) {
    text += sentence.slice(from, blank.start) + BLANK;
    from = blank.start + blank.word.length;
  }
  return text + sentence.slice(from);
};

/** Stored content back as a sentence: each ___ filled with its first accepted answer, which is marked. */
export const sentenceFromBlankText = ({ text, answers }: { text: string; answers: string[][] }) => {
  const parts = text.split(BLANK);
  let sentence = parts[0] ?? "";
  const blanks: BlankDraft[] = [];
  parts.slice(1).forEach((part, index) => {
    const accepted = answers[index] ?? [];
    const word = accepted[0] ?? "";
    blanks.push({ start: sentence.length, word, answers: accepted.map((answer) => ({ text: answer })) });
    sentence += word + part;
  });
  return { sentence, blanks: blanks.filter((blank) => blank.word) };
};

/** The blank that covers a word, if any. */
export const blankAt = (blanks: readonly BlankDraft[], word: SentenceWord) =>
  blanks.find((blank) => blank.start <= word.start && word.end <= blank.start + blank.word.length);

/** Marks a word as a blank (its word as the first accepted answer) or unmarks the blank that covers it. */
export const toggleBlank = (blanks: readonly BlankDraft[], word: SentenceWord): BlankDraft[] => {
  const covering = blankAt(blanks, word);
  if (covering) return blanks.filter((blank) => blank !== covering);
  return [...blanks, { start: word.start, word: word.word, answers: [{ text: word.word }] }].sort(byStart);
};

/**
 * The blanks once the sentence is edited: each stays on its word, found again where it moved (the
 * nearest place, not overlapping another blank); a blank whose word is gone is dropped.
 */
export const realignBlanks = (sentence: string, blanks: readonly BlankDraft[]): BlankDraft[] => {
  const kept: BlankDraft[] = [];
  const overlaps = (start: number, length: number) =>
    kept.some((other) => start < other.start + other.word.length && other.start < start + length);
  for (const blank of [...blanks].sort(byStart)) {
    const places: number[] = [];
    for (let at = sentence.indexOf(blank.word); at !== -1; at = sentence.indexOf(blank.word, at + 1)) {
      const isWholeWord = !/[\p{L}\p{N}]/u.test(sentence[at - 1] ?? "") && !/[\p{L}\p{N}]/u.test(sentence[at + blank.word.length] ?? "");
      if (isWholeWord && !overlaps(at, blank.word.length)) places.push(at);
    }
    if (places.length === 0) continue;
    const nearest = places.reduce((best, at) => (Math.abs(at - blank.start) < Math.abs(best - blank.start) ? at : best));
    kept.push({ ...blank, start: nearest });
  }
  return kept.sort(byStart);
};
