/**
 * The words of a text as a reader counts them: letters and digits, with an inner apostrophe or hyphen
 * (don't, well-known) kept in one word; punctuation and markup are not words. One definition for the live
 * count under a writing box, the server's feedback, the content check and the time estimate.
 */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const wordsOf = (text: string): string[] => text.match(WORD_PATTERN) ?? [];

export const countWords = (text: string) => wordsOf(text).length;
