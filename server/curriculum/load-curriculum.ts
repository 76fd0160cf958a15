import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  lessonFrontMatterSchema,
  moduleFileSchema,
  questionBankSchema,
  type ContentExercise,
  type LessonFrontMatter,
  type ModuleFile,
  type QuestionBank,
} from "../../shared/curriculum/content-schema";

/**
 * The curriculum as files, one folder per course (content/courses/<course-slug>/):
 *   module-<n>/module.yaml            the module's title, description and can-do statements (or outcomes)
 *   module-<n>/<nn>-<name>.md         a lesson: YAML front matter (title, minutes, examples, exercises)
 *                                     and the explanation in Markdown; lessons are ordered by file name
 *   module-<n>/test.yaml              the module test: `drawn` questions out of a larger bank
 *   final-assessment.yaml             the course's final assessment, the same shape
 * Reviewable in a pull request, validated by the authoring schemas, loaded by the seed.
 */
export type CurriculumLesson = LessonFrontMatter & { file: string; body: string };
export type CurriculumModule = ModuleFile & { number: number; lessons: CurriculumLesson[]; test: QuestionBank | null };
export type CurriculumCourse = { slug: string; modules: CurriculumModule[]; finalAssessment: QuestionBank | null };
export type ContentProblem = { file: string; message: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));

const listDirectories = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

export const loadCurriculum = (root: string): { courses: CurriculumCourse[]; problems: ContentProblem[] } => {
  const problems: ContentProblem[] = [];
  const report = (path: string, message: string) => problems.push({ file: relative(root, path), message });

  const parseFile = <Schema extends z.ZodType>(path: string, schema: Schema, text: string): z.output<Schema> | null => {
    let raw: unknown;
    try {
      raw = parseYaml(text);
    } catch (error) {
      report(path, `not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const message of describeIssues(parsed.error)) report(path, message);
      return null;
    }
    return parsed.data;
  };

  const loadBank = (path: string) => (existsSync(path) ? parseFile(path, questionBankSchema, readFileSync(path, "utf8")) : null);

  const courses = existsSync(root)
    ? listDirectories(root).map((slug): CurriculumCourse => {
        const courseFolder = join(root, slug);
        const modules = listDirectories(courseFolder)
          .filter((name) => /^module-\d+$/.test(name))
          .map((name): CurriculumModule | null => {
            const folder = join(courseFolder, name);
            const modulePath = join(folder, "module.yaml");
            if (!existsSync(modulePath)) {
              report(folder, "module.yaml is missing");
              return null;
            }
            const moduleFile = parseFile(modulePath, moduleFileSchema, readFileSync(modulePath, "utf8"));
            const lessons = readdirSync(folder)
              .filter((file) => file.endsWith(".md"))
              .sort()
              .flatMap((file): CurriculumLesson[] => {
                const path = join(folder, file);
                const match = FRONT_MATTER.exec(readFileSync(path, "utf8"));
                if (!match) {
                  report(path, "a lesson starts with front matter between two --- lines");
                  return [];
                }
                const body = match[2]!.trim();
                if (body.length < 200) report(path, "the explanation (the Markdown after the front matter) needs at least 200 characters");
                const frontMatter = parseFile(path, lessonFrontMatterSchema, match[1]!);
                return frontMatter ? [{ ...frontMatter, file: relative(root, path), body }] : [];
              });
            const testPath = join(folder, "test.yaml");
            if (!existsSync(testPath)) report(folder, "test.yaml (the module test) is missing");
            return moduleFile ? { ...moduleFile, number: Number(name.slice("module-".length)), lessons, test: loadBank(testPath) } : null;
          })
          .filter((module): module is CurriculumModule => module !== null)
          .sort((a, b) => a.number - b.number);
        const finalPath = join(courseFolder, "final-assessment.yaml");
        if (!existsSync(finalPath)) report(courseFolder, "final-assessment.yaml is missing");
        return { slug, modules, finalAssessment: loadBank(finalPath) };
      })
    : [];

  for (const course of courses) problems.push(...findRepeats(course));
  return { courses, problems };
};

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** What makes an exercise or a question the same as another, by type. */
export const exerciseKey = (exercise: Pick<ContentExercise, "type" | "content">): string => {
  const content = exercise.content as Record<string, unknown>;
  switch (exercise.type) {
    case "multiple_choice":
      return `question:${normalise(String(content.question))}`;
    case "fill_in_blank":
      return `blank:${normalise(String(content.text))}`;
    case "audio":
      return `listen:${normalise(String(content.say))}|${normalise(String(content.question))}`;
    case "speaking":
      return `say:${normalise(String(content.phrase))}`;
    case "matching":
      return `pairs:${(content.pairs as { left: string }[])
        .map((pair) => normalise(pair.left))
        .sort()
        .join("|")}`;
    case "flashcard":
      return `cards:${(content.cards as { front: string }[])
        .map((card) => normalise(card.front))
        .sort()
        .join("|")}`;
    case "reading_text":
      return `read:${normalise(String(content.text))}`;
    case "listening_text":
      return `hear:${(content.lines as { text: string }[]).map((line) => normalise(line.text)).join("|")}`;
    case "writing_task":
      return `write:${normalise(String(content.prompt))}`;
    case "speaking_task":
      return `answer:${normalise(String(content.prompt))}`;
  }
};

const optionsOf = (exercise: Pick<ContentExercise, "content">) => (exercise.content as { options?: string[] }).options;

/** A course repeats nothing: no exercise or bank question twice, no option twice within a question. */
const findRepeats = (course: CurriculumCourse): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const seen = new Map<string, string>();
  const check = (file: string, where: string, item: Pick<ContentExercise, "type" | "content">) => {
    const key = exerciseKey(item);
    const first = seen.get(key);
    if (first) problems.push({ file, message: `${where} repeats ${first}` });
    else seen.set(key, `${file} ${where}`);
    const options = optionsOf(item);
    if (options && new Set(options.map(normalise)).size !== options.length)
      problems.push({ file, message: `${where}: an option appears twice` });
  };
  for (const module of course.modules) {
    for (const lesson of module.lessons)
      lesson.exercises.forEach((exercise, index) => check(lesson.file, `exercise ${index + 1}`, exercise));
    module.test?.questions.forEach((question, index) =>
      check(`${course.slug}/module-${module.number}/test.yaml`, `question ${index + 1}`, question),
    );
  }
  course.finalAssessment?.questions.forEach((question, index) =>
    check(`${course.slug}/final-assessment.yaml`, `question ${index + 1}`, question),
  );
  return problems;
};
