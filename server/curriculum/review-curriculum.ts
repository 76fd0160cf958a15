import { estimateLessonMinutes, isStatedWithinCount, STATED_MINUTES_TOLERANCE } from "../../shared/curriculum/estimate-minutes";
import type { QuestionBank } from "../../shared/curriculum/content-schema";
import type { ContentProblem, CurriculumCourse } from "./load-curriculum";
import { findUnheardNames } from "./review-depth";

/**
 * What a reviewer of the curriculum would send back, beyond what makes it unloadable (load-curriculum.ts):
 * right answers that sit mostly in one place, lessons a student never listens in, banks with too little
 * listening and explanations too thin to teach from. Run by `npm run content:check` (which fails on any);
 * the seed does not refuse content for these. (One word that rightly fills two blanks of a sentence, such
 * as "was" in "I was at home and she was at work", is good teaching, not a fault: each blank is marked on
 * its own, so nothing is checked there.)
 */
export const ANSWER_POSITION_SHARE_LIMIT = 0.4;
/** A right answer that is the single longest option in more than this share lets a test-wise guesser pass. */
export const LONGEST_OPTION_SHARE_LIMIT = 0.35;
export const MIN_EXPLANATION_WORDS = 250;
export const MIN_LISTENING_SHARE = 1 / 3;

type Item = { type: string; content: unknown };
type Located = { file: string; where: string; item: Item };

const POSITION_NAMES = ["first", "second", "third", "fourth", "fifth", "sixth"];
const percent = (share: number) => `${Math.round(share * 100)} %`;

/** A bank's questions, texts and writing task, each named by where it is written. */
const bankItemsOf = (file: string, bank: QuestionBank | null): Located[] =>
  bank
    ? [
        ...bank.questions.map((item, index) => ({ file, where: `question ${index + 1}`, item })),
        ...bank.texts.map((item, index) => ({ file, where: `text ${index + 1}`, item })),
        ...(bank.writingTask ? [{ file, where: "writing task", item: bank.writingTask }] : []),
      ]
    : [];

/** Every lesson exercise and bank item of a course, with the file it is written in. */
export const itemsOf = (course: CurriculumCourse): Located[] => [
  ...course.modules.flatMap((module) => [
    ...module.lessons.flatMap((lesson) =>
      lesson.exercises.map((item, index) => ({ file: lesson.file, where: `exercise ${index + 1}`, item })),
    ),
    ...bankItemsOf(`${course.slug}/module-${module.number}/test.yaml`, module.test),
  ]),
  ...bankItemsOf(`${course.slug}/final-assessment.yaml`, course.finalAssessment),
];

/** Every lesson exercise and bank question of the courses, named as the content review names them. */
export const comparableItemsOf = (courses: CurriculumCourse[]) =>
  courses.flatMap((course) => itemsOf(course).map(({ file, where, item }) => ({ id: `${file} ${where}`, content: item.content })));

/** The share of a course's choice questions whose right answer is the single longest option. */
export const longestOptionShare = (course: CurriculumCourse) => {
  const questions = choiceQuestions(itemsOf(course).map((located) => located.item));
  return questions.length === 0 ? 0 : questions.filter(isSingleLongestAnswer).length / questions.length;
};

/**
 * A right answer that is in the same place in more than 40 % of a course's choice questions (reading
 * or listening) with that many options lets a student score without reading. Two options are left out
 * (one of two places always holds half), and so is a share no spread could lower (2 of 4 questions).
 */
const findAnswerPositionBias = (course: CurriculumCourse): ContentProblem[] => {
  const byOptionCount = new Map<number, number[]>();
  for (const { item } of itemsOf(course)) {
    if (item.type !== "multiple_choice" && item.type !== "audio") continue;
    const { options, answer } = item.content as { options: string[]; answer: number };
    if (options.length < 3) continue;
    byOptionCount.set(options.length, [...(byOptionCount.get(options.length) ?? []), answer]);
  }
  return [...byOptionCount.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([optionCount, answers]) => {
      const counts = answers.reduce((tally, answer) => tally.set(answer, (tally.get(answer) ?? 0) + 1), new Map<number, number>());
      return (
        [...counts.entries()]
          // A handful of questions cannot be spread finer than one place in each turn: 2 of 4 is 50 %.
          .filter(([, count]) => count / answers.length > ANSWER_POSITION_SHARE_LIMIT && count > Math.ceil(answers.length / optionCount))
          .map(([position, count]) => ({
            file: course.slug,
            message:
              `the right answer is the ${POSITION_NAMES[position]} option in ${count} of the ${answers.length} choice questions with ` +
              `${optionCount} options (${percent(count / answers.length)}; at most ${percent(ANSWER_POSITION_SHARE_LIMIT)})`,
          }))
      );
    });
};

/** True when the right answer is longer (in characters, trimmed) than every other option. */
export const isSingleLongestAnswer = ({ options, answer }: { options: string[]; answer: number }) => {
  const lengths = options.map((option) => option.trim().length);
  return lengths.every((length, index) => index === answer || length < lengths[answer]!);
};

type Choice = { options: string[]; answer: number };

/** The choice questions among items: each multiple-choice or audio question, and every question of a text. */
const choiceQuestions = (items: Item[]) =>
  items
    .flatMap((item): Choice[] => {
      if (item.type === "multiple_choice" || item.type === "audio") return [item.content as Choice];
      if (item.type === "reading_text" || item.type === "listening_text") return (item.content as { questions: Choice[] }).questions;
      return [];
    })
    .filter((content) => content.options.length >= 3);

const longestShareProblem = (file: string, label: string, items: Item[]): ContentProblem[] => {
  const questions = choiceQuestions(items);
  if (questions.length === 0) return [];
  const longest = questions.filter(isSingleLongestAnswer).length;
  const share = longest / questions.length;
  return share > LONGEST_OPTION_SHARE_LIMIT
    ? [
        {
          file,
          message:
            `the right answer is the single longest option in ${longest} of the ${label}'s ${questions.length} choice questions ` +
            `(${percent(share)}; at most ${percent(LONGEST_OPTION_SHARE_LIMIT)}: a guesser who picks the longest option must not pass)`,
        },
      ]
    : [];
};

/** The longest-option cue, over the whole course and in each of its banks (module tests, final). */
const findLongestOptionCue = (course: CurriculumCourse): ContentProblem[] => [
  ...longestShareProblem(
    course.slug,
    "course",
    itemsOf(course).map((located) => located.item),
  ),
  ...course.modules.flatMap((module) =>
    longestShareProblem(
      `${course.slug}/module-${module.number}/test.yaml`,
      "bank",
      bankItemsOf("", module.test).map((located) => located.item),
    ),
  ),
  ...longestShareProblem(
    `${course.slug}/final-assessment.yaml`,
    "bank",
    bankItemsOf("", course.finalAssessment).map((located) => located.item),
  ),
];

/** Each lesson has the student listen at least once (an audio exercise, spoken at the level's pace). */
const findLessonsWithoutListening = (course: CurriculumCourse): ContentProblem[] =>
  course.modules.flatMap((module) =>
    module.lessons
      .filter((lesson) => !lesson.exercises.some((exercise) => exercise.type === "audio" || exercise.type === "listening_text"))
      .map((lesson) => ({ file: lesson.file, message: "the lesson has no listening exercise (audio or listening_text)" })),
  );

/** A third or more of each module test's and the final assessment's bank is heard, not read. */
const findBanksShortOfListening = (course: CurriculumCourse): ContentProblem[] => {
  const banks = [
    ...course.modules.map((module) => ({ file: `${course.slug}/module-${module.number}/test.yaml`, bank: module.test })),
    { file: `${course.slug}/final-assessment.yaml`, bank: course.finalAssessment },
  ];
  return banks.flatMap(({ file, bank }) => {
    if (!bank || bank.questions.length === 0) return [];
    const listening = bank.questions.filter((question) => question.type === "audio").length;
    if (listening / bank.questions.length >= MIN_LISTENING_SHARE) return [];
    const needed = Math.ceil(bank.questions.length * MIN_LISTENING_SHARE);
    return [
      {
        file,
        message: `${listening} of the bank's ${bank.questions.length} questions are listening (audio) questions; a third or more (${needed}) should be`,
      },
    ];
  });
};

/** The words a student reads in a lesson's Markdown: the markup (#, |, *, ~~, `, ---) is not counted. */
export const countWords = (markdown: string) => markdown.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

const findThinExplanations = (course: CurriculumCourse): ContentProblem[] =>
  course.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) => {
      const words = countWords(lesson.body);
      return words < MIN_EXPLANATION_WORDS
        ? [{ file: lesson.file, message: `the explanation has ${words} words; a lesson explains in at least ${MIN_EXPLANATION_WORDS}` }]
        : [];
    }),
  );

/** The review's problems for every course, in a stable order (course by course, check by check). */
/** A lesson that states more minutes than 1.5 times what it holds takes (shared/curriculum/estimate-minutes.ts). */
const findOverstatedLessons = (course: CurriculumCourse, pace: number): ContentProblem[] =>
  course.modules.flatMap((module) =>
    module.lessons.flatMap((lesson) => {
      const counted = estimateLessonMinutes(lesson, pace);
      return isStatedWithinCount(lesson.minutes, counted)
        ? []
        : [
            {
              file: lesson.file,
              message: `the lesson states ${lesson.minutes} minutes and holds about ${counted}; it may state at most ${STATED_MINUTES_TOLERANCE} times what it holds`,
            },
          ];
    }),
  );

/** `paceOf` gives a course's listening pace in words a minute (by its level: speechPaceOf). */
export const reviewCurriculum = (courses: CurriculumCourse[], paceOf: (slug: string) => number): ContentProblem[] =>
  courses.flatMap((course) => [
    ...findOverstatedLessons(course, paceOf(course.slug)),
    ...findAnswerPositionBias(course),
    ...findLongestOptionCue(course),
    ...findLessonsWithoutListening(course),
    ...findBanksShortOfListening(course),
    ...findThinExplanations(course),
    ...findUnheardNames(course),
  ]);
