import { countTextWords } from "../../shared/curriculum/estimate-minutes";
import type { QuestionBank } from "../../shared/curriculum/content-schema";
import type { ContentProblem, CurriculumCourse, CurriculumLesson } from "./load-curriculum";

/**
 * What a course at full depth holds (issue 43): in every lesson a reading or listening text of its level's
 * length with questions, a listening text in a third of the lessons, a writing task closing every module,
 * the lesson's key words, the module's writer and reviewer, a reading and a listening text in every test, a
 * writing task in the final, and 35 guided hours. The figures are printed for every course; the gates hold
 * for the courses named here: the three CEFR courses (the TEFL courses are the next to be deepened).
 */
export const DEPTH_COURSES: string[] = ["a1-a2", "b1-b2", "c1-c2"];
export const MIN_DEPTH_HOURS = 35;
export const MIN_VOCABULARY = 6;

/** A text's length in words for a level: A1-A2 80-200, B1-B2 200-450, C1-C2 350-700. */
export const textRangeOf = (level: string): [number, number] => (/^A/.test(level) ? [80, 200] : /^B/.test(level) ? [200, 450] : [350, 700]);

/** A lesson exercise or a bank item: its type and content are all a text's checks read. */
type Item = { type: string; content: unknown };
type TextContent = { text?: string; lines?: { speaker: string; text: string }[]; questions: { question: string }[] };

const isText = (exercise: Item) => exercise.type === "reading_text" || exercise.type === "listening_text";

/** The words a learner reads or hears in a text exercise. */
export const textWordsOf = (exercise: Item) => {
  const content = exercise.content as TextContent;
  return content.text !== undefined
    ? countTextWords(content.text)
    : countTextWords((content.lines ?? []).map((line) => line.text).join(" "));
};

/**
 * A text of the level's length with three or more questions; a listening text counts from 0.6 of the
 * level's least (a dialogue is heard twice).
 */
const isTextOfLevel = (exercise: Item, [min, max]: [number, number]) => {
  if (!isText(exercise) || (exercise.content as TextContent).questions.length < 3) return false;
  const words = textWordsOf(exercise);
  return words >= (exercise.type === "listening_text" ? Math.round(min * 0.6) : min) && words <= max;
};

const hasTextOfLevel = (lesson: CurriculumLesson, range: [number, number]) =>
  lesson.exercises.some((exercise) => isTextOfLevel(exercise, range));

export const depthFigures = (course: CurriculumCourse, level: string) => {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const range = textRangeOf(level);
  return {
    lessons: lessons.length,
    withText: lessons.filter((lesson) => hasTextOfLevel(lesson, range)).length,
    withListeningText: lessons.filter((lesson) => lesson.exercises.some((exercise) => exercise.type === "listening_text")).length,
    writingTasks: lessons.reduce((sum, lesson) => sum + lesson.exercises.filter((exercise) => exercise.type === "writing_task").length, 0),
    vocabulary: lessons.reduce((sum, lesson) => sum + (lesson.vocabulary?.length ?? 0), 0),
  };
};

const withoutPossessive = (word: string) => word.replace(/['’]s$/, "");

/**
 * A capitalised word in a listening question that the dialogue never says (a name the learner never
 * heard): the content review found questions naming speakers the audio does not name. The question's first
 * word and "I" are left out.
 */
export const findUnheardNames = (course: CurriculumCourse): ContentProblem[] =>
  listeningTextsOf(course).flatMap(({ file, where, content }) => {
    const heard = new Set(content.lines.flatMap((line) => (line.text.match(/[\p{L}'’]+/gu) ?? []).map(withoutPossessive)));
    return content.questions.flatMap((question, number) => {
      const names = (question.question.match(/(?<=\s)\p{Lu}[\p{L}'’]*/gu) ?? [])
        .map(withoutPossessive)
        .filter((word) => word !== "I" && !heard.has(word));
      return names.length === 0
        ? []
        : [{ file, message: `${where}, question ${number + 1}: names ${names.join(", ")}, which the listening never says` }];
    });
  });

type ListeningContent = Required<Pick<TextContent, "lines">> & TextContent;

/** Every listening text of a course, in its lessons and its banks, with where it is written. */
const listeningTextsOf = (course: CurriculumCourse) => {
  const fromBank = (file: string, bank: QuestionBank | null) =>
    (bank?.texts ?? []).flatMap((text, index) =>
      text.type === "listening_text" ? [{ file, where: `text ${index + 1}`, content: text.content as ListeningContent }] : [],
    );
  return [
    ...course.modules.flatMap((module) => [
      ...module.lessons.flatMap((lesson) =>
        lesson.exercises.flatMap((exercise, index) =>
          exercise.type === "listening_text"
            ? [{ file: lesson.file, where: `exercise ${index + 1}`, content: exercise.content as ListeningContent }]
            : [],
        ),
      ),
      ...fromBank(`${course.slug}/module-${module.number}/test.yaml`, module.test),
    ]),
    ...fromBank(`${course.slug}/final-assessment.yaml`, course.finalAssessment),
  ];
};

/** A bank's texts of the level's length: reading and listening. */
const bankTextsOfLevel = (bank: QuestionBank, range: [number, number]) => ({
  reading: bank.texts.some((text) => text.type === "reading_text" && isTextOfLevel(text, range)),
  listening: bank.texts.some((text) => text.type === "listening_text" && isTextOfLevel(text, range)),
});

/** Each module test and the final ask a reading and a listening text of the level; the final a writing task. */
const findShallowBanks = (course: CurriculumCourse, range: [number, number]): ContentProblem[] => {
  const banks = [
    ...course.modules.map((module) => ({ file: `${course.slug}/module-${module.number}/test.yaml`, bank: module.test, isFinal: false })),
    { file: `${course.slug}/final-assessment.yaml`, bank: course.finalAssessment, isFinal: true },
  ];
  return banks.flatMap(({ file, bank, isFinal }) => {
    if (!bank) return [];
    const texts = bankTextsOfLevel(bank, range);
    return [
      ...(texts.reading
        ? []
        : [{ file, message: `the bank has no reading text of ${range[0]}-${range[1]} words with three or more questions` }]),
      ...(texts.listening
        ? []
        : [
            {
              file,
              message: `the bank has no listening text of ${Math.round(range[0] * 0.6)}-${range[1]} words with three or more questions`,
            },
          ]),
      ...(isFinal && !bank.writingTask ? [{ file, message: "the final assessment has no writing task" }] : []),
    ];
  });
};

/** The gates of a course at full depth (DEPTH_COURSES). `guidedHours` is the independent count. */
export const findShallowCourse = (course: CurriculumCourse, level: string, guidedHours: number): ContentProblem[] => {
  if (!DEPTH_COURSES.includes(course.slug)) return [];
  const problems: ContentProblem[] = [];
  const range = textRangeOf(level);
  const figures = depthFigures(course, level);
  if (guidedHours < MIN_DEPTH_HOURS)
    problems.push({ file: course.slug, message: `the course holds ${guidedHours} guided hours by the count; at least ${MIN_DEPTH_HOURS}` });
  if (figures.withListeningText * 3 < figures.lessons)
    problems.push({
      file: course.slug,
      message: `${figures.withListeningText} of ${figures.lessons} lessons have a listening text; a third or more`,
    });
  problems.push(...findShallowBanks(course, range));
  for (const module of course.modules) {
    if (!module.authoring)
      problems.push({
        file: `${course.slug}/module-${module.number}/module.yaml`,
        message: "the module does not record its writer and reviewer",
      });
    const last = module.lessons.at(-1);
    if (last && !last.exercises.some((exercise) => exercise.type === "writing_task"))
      problems.push({ file: last.file, message: "the module's last lesson has no writing task" });
    for (const lesson of module.lessons) {
      if (!hasTextOfLevel(lesson, range))
        problems.push({
          file: lesson.file,
          message: `the lesson has no text of ${range[0]}-${range[1]} words with three or more questions`,
        });
      if ((lesson.vocabulary?.length ?? 0) < MIN_VOCABULARY)
        problems.push({
          file: lesson.file,
          message: `the lesson lists ${lesson.vocabulary?.length ?? 0} key words; at least ${MIN_VOCABULARY}`,
        });
    }
  }
  return problems;
};
