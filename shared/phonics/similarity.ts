// How close a recognised word is to the target, for the kids lesson's pronunciation points.

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z\s]/g, "")
    .trim()
    .replace(/\s+/g, " ");

/** The Levenshtein edit distance between two strings (insertions, deletions, substitutions). */
export const editDistance = (a: string, b: string) => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/**
 * 0-1: 1 - distance / the longer length, on lower-case letters; a recognised phrase that contains the
 * target word as a word ("a cat") counts as the word itself.
 */
export const similarity = (target: string, heard: string) => {
  const word = normalise(target);
  const said = normalise(heard);
  if (!word || !said) return 0;
  if (said.split(" ").includes(word)) return 1;
  return 1 - editDistance(word, said) / Math.max(word.length, said.length);
};

/** The lesson's points for one attempt: >= 0.8 gives 3, >= 0.6 gives 2, >= 0.4 gives 1, else 0. */
export const pointsForSimilarity = (value: number) => (value >= 0.8 ? 3 : value >= 0.6 ? 2 : value >= 0.4 ? 1 : 0);
