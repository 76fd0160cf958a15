import { z } from "zod";
import { createLessonSchema, type AdminLesson, type CreateLessonInput } from "@shared/api/admin-content";
import { lessonHtmlToText } from "@shared/lessons/lesson-html";

const { title, description, module, estimatedMinutes, examples, isPublished } = createLessonSchema.shape;

/** The editor's HTML: its words (not its tags) count, as on the server. */
const content = z
  .string()
  .refine((html) => lessonHtmlToText(html).length >= 10, "Content must be at least 10 characters")
  .refine((html) => html.length <= 20_000, "Content must be at most 20000 characters");

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The lesson form: the server's rules, with the explanation as the rich-text editor's HTML and the examples one per line. */
export const lessonFormSchema = z.object({
  title,
  description,
  content,
  module,
  estimatedMinutes,
  examplesText: z.string().transform(lines).pipe(examples.unwrap()),
  isPublished: isPublished.unwrap(),
});

export type LessonFormInput = z.input<typeof lessonFormSchema>;
export type LessonFormOutput = z.output<typeof lessonFormSchema>;

export const lessonFormDefaults = (lesson: AdminLesson | undefined, module: number): LessonFormInput =>
  lesson
    ? {
        title: lesson.title,
        description: lesson.description,
        content: lesson.content,
        module: String(lesson.module),
        estimatedMinutes: String(lesson.estimatedMinutes),
        examplesText: lesson.examples.join("\n"),
        isPublished: lesson.isPublished,
      }
    : { title: "", description: "", content: "", module: String(module), estimatedMinutes: "15", examplesText: "", isPublished: true };

/** What the API receives. */
export const toLessonInput = ({ examplesText, ...values }: LessonFormOutput): CreateLessonInput => ({ ...values, examples: examplesText });
