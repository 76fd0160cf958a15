// nspell ships no types: only the part the writing feedback uses (server/learning/spelling.ts).
declare module "nspell" {
  type Dictionary = { aff: Uint8Array | string; dic?: Uint8Array | string };
  interface SpellChecker {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): SpellChecker;
  }
  export default function nspell(dictionary: Dictionary): SpellChecker;
}
