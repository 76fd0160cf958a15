import { z } from "zod";
import { CONTENT_NOT_OBJECT, createExerciseSchema, type AdminExercise, type CreateExerciseInput } from "@shared/api/admin-content";
import { exerciseContentSchemas } from "@shared/api/learning";
import { formatContent, templateText } from "./exercise-templates";

const { title, description, type, difficulty, skill, points } = createExerciseSchema.shape;

/** The JSON text of the content editor as an object, or undefined when it is not a JSON object. */
export const parseContentText = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The exercise form: the server's rules and messages, with the content typed as JSON and checked against
 * the chosen type's shape (the same schemas the server uses) before anything is sent.
 */
export const exerciseFormSchema = z
  .object({ title, description, type, difficulty, skill, points: points.unwrap(), contentText: z.string() })
  .superRefine(
    (values, context) => {
      const content = parseContentText(values.contentText);
      if (!content) {
        context.addIssue({ code: "custom", message: CONTENT_NOT_OBJECT, path: ["contentText"] });
        return;
      }
      const result = exerciseContentSchemas[values.type].safeParse(content);
      const first = result.error?.issues[0];
      if (first) context.addIssue({ code: "custom", message: first.message, path: ["contentText"] });
    },
    {
      // Also while another field is wrong (a short title): the content's message shows at the same time.
      when: ({ value }) => {
        const values = value as { type?: unknown; contentText?: unknown } | undefined;
        return (
          typeof values?.contentText === "string" && typeof values.type === "string" && Object.hasOwn(exerciseContentSchemas, values.type)
        );
      },
    },
  );

export type ExerciseFormInput = z.input<typeof exerciseFormSchema>;
export type ExerciseFormOutput = z.output<typeof exerciseFormSchema>;

export const exerciseFormDefaults = (exercise: AdminExercise | undefined): ExerciseFormInput =>
  exercise
    ? {
        title: exercise.title,
        description: exercise.description,
        type: exercise.type,
        difficulty: exercise.difficulty,
        skill: exercise.skill,
        points: exercise.points,
        contentText: formatContent(exercise.content),
      }
    : {
        title: "",
        description: "",
        type: "multiple_choice",
        difficulty: "beginner",
        skill: "reading",
        points: 10,
        contentText: templateText("multiple_choice"),
      };

/** What the API receives: the content as the object the JSON text holds. */
export const toExerciseInput = ({ contentText, ...values }: ExerciseFormOutput): CreateExerciseInput => ({
  ...values,
  content: parseContentText(contentText) ?? {},
});
