/**
 * Near-duplicate items: two questions that share most of their wording test one thing twice (or a bank
 * gives away a lesson's answer). Items are compared by word trigrams (Jaccard: shared over all), the
 * measure the content review used; a pair at or over the limit is reported. Items too short to have
 * enough trigrams (a flashcard, a one-word gap) are left out: their overlap says nothing.
 */
export const NEAR_DUPLICATE_LIMIT = 0.5;
const MIN_TRIGRAMS = 6;

export type ComparableItem = { id: string; content: unknown };
export type NearDuplicate = { first: string; second: string; overlap: number };

/** Every piece of text in an item's content (question, options, sentence, spoken text), in order. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
};

export const trigramsOf = (content: unknown) => {
  const words =
    textsOf(content)
      .join(" ")
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  const trigrams = new Set<string>();
  for (let index = 0; index + 2 < words.length; index += 1) trigrams.add(`${words[index]} ${words[index + 1]} ${words[index + 2]}`);
  return trigrams;
};

/** Pairs at or over the limit, found through the trigrams they share (not by comparing every pair). */
export const findNearDuplicates = (items: ComparableItem[], limit = NEAR_DUPLICATE_LIMIT): NearDuplicate[] => {
  const sets = items.map((item) => trigramsOf(item.content));
  const holders = new Map<string, number[]>();
  sets.forEach((set, index) => {
    if (set.size < MIN_TRIGRAMS) return;
    for (const trigram of set) holders.set(trigram, [...(holders.get(trigram) ?? []), index]);
  });
  const shared = new Map<string, number>();
  for (const indexes of holders.values()) {
    for (let a = 0; a < indexes.length; a += 1) {
      for (let b = a + 1; b < indexes.length; b += 1) {
        const key = `${indexes[a]}:${indexes[b]}`;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  const pairs: NearDuplicate[] = [];
  for (const [key, count] of shared) {
    const [a, b] = key.split(":").map(Number) as [number, number];
    const overlap = count / (sets[a]!.size + sets[b]!.size - count);
    if (overlap >= limit) pairs.push({ first: items[a]!.id, second: items[b]!.id, overlap });
  }
  return pairs.sort((x, y) => y.overlap - x.overlap);
};
