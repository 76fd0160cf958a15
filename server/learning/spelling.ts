// The spell-checker behind a writing task's feedback: Hunspell's English dictionary (dictionary-en) read by
// nspell. It takes about 14 MB and a quarter of a second to load, so it is loaded at the first writing
// submission, never at start (most instances never mark a text), and then kept.
export type Speller = { correct: (word: string) => boolean; suggest: (word: string) => string[] };

// The school teaches British English and the dictionary is American: a word is right when the dictionary
// knows its American form (colour: color, organise: organize, centre: center, travelled: traveled).
const AMERICAN_FORMS: [RegExp, string][] = [
  [/our/g, "or"],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1"],
  [/ys(e|es|ed|ing)$/, "yz$1"],
  [/tre(s|d)?$/, "ter$1"],
  [/ll(ed|ing|er|ers)$/, "l$1"],
  [/ogue(s)?$/, "og$1"],
  [/mme(s)?$/, "m$1"],
  [/ence$/, "ense"],
];
// British words without a rule above.
const BRITISH_WORDS = [
  "grey",
  "mum",
  "mums",
  "cheque",
  "cheques",
  "tyre",
  "tyres",
  "pyjamas",
  "maths",
  "jewellery",
  "aeroplane",
  "enrol",
  "enrolment",
  "fulfil",
  "practise",
  "practised",
  "practising",
  "storey",
  "plough",
  "kerb",
  "whilst",
  "learnt",
  "spelt",
  "dreamt",
];

let loading: Promise<Speller> | null = null;

const load = async (): Promise<Speller> => {
  const [{ default: nspell }, { default: dictionary }] = await Promise.all([import("nspell"), import("dictionary-en")]);
  const checker = nspell(dictionary);
  for (const word of BRITISH_WORDS) checker.add(word);
  const known = (word: string) => checker.correct(word) || checker.correct(word.toLowerCase());
  return {
    correct: (word) =>
      known(word) ||
      AMERICAN_FORMS.some(([pattern, replacement]) => {
        const american = word.toLowerCase().replace(pattern, replacement);
        return american !== word.toLowerCase() && known(american);
      }),
    suggest: (word) => checker.suggest(word),
  };
};

/** The English spell-checker, loaded once on first use (a failed load is tried again next time). */
export const loadSpeller = (): Promise<Speller> => {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
