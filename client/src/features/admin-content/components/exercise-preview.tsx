import { AlertCircle } from "lucide-react";
import type { AdminExercise } from "@shared/api/admin-content";
import {
  exerciseContentSchemas,
  type ExerciseContent,
  type ExerciseReview,
  type StudentExercise,
  type UserAnswers,
} from "@shared/api/learning";
import { gradeExercise } from "@shared/exercises/grading";
import { countWords } from "@shared/exercises/word-count";
import { toStudentContent } from "@shared/exercises/student-view";
import { ExerciseView } from "@/components/exercises/exercise-view";
import type { ExerciseGrade } from "@/components/exercises/types";
import { ApiError } from "@/lib/api-client";

/**
 * What the results API adds after a writing or speaking task (the model answer, a text's length), built
 * from the content the author holds. Spelling and repeated words need the server's dictionary: the review
 * says so instead.
 */
function previewReview(type: PreviewExercise["type"], content: unknown, userAnswers: UserAnswers): ExerciseReview | null {
  if (type === "writing_task") {
    const task = content as ExerciseContent<"writing_task">;
    const text = (userAnswers as UserAnswers<"writing_task">).text;
    return {
      modelAnswer: task.modelAnswer,
      writing: { wordCount: countWords(text), minWords: task.minWords, maxWords: task.maxWords, misspelled: [], repeated: [] },
    };
  }
  if (type === "speaking_task") return { modelAnswer: (content as ExerciseContent<"speaking_task">).modelAnswer, writing: null };
  return null;
}

export type PreviewExercise = Pick<AdminExercise, "id" | "title" | "description" | "type" | "difficulty" | "skill" | "points"> & {
  content: unknown;
};

/**
 * The exercise as a student sees it (answers stripped, by the same function the server uses), checked
 * here in the browser with the server's own grading: the admin holds the key anyway, and nothing is saved.
 */
export function ExercisePreview({
  exercise,
  headingLevel = 3,
  isDraft = false,
}: {
  exercise: PreviewExercise;
  headingLevel?: 2 | 3 | 4;
  /** A form being filled in: an incomplete exercise is expected, so the note is quiet (a status, not an alert). */
  isDraft?: boolean;
}) {
  const content = toStudentContent(exercise.type, exercise.content);
  if (!content) {
    const problem = exerciseContentSchemas[exercise.type].safeParse(exercise.content).error?.issues[0]?.message;
    if (isDraft) {
      return (
        <p role="status" className="text-sm text-slate-700">
          The preview appears once the exercise is complete{problem ? ` (${problem})` : ""}.
        </p>
      );
    }
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Students would not see this exercise: its content does not fit its type{problem ? ` (${problem})` : ""}.
      </p>
    );
  }
  const studentExercise: StudentExercise = {
    id: exercise.id,
    title: exercise.title,
    description: exercise.description,
    type: exercise.type,
    difficulty: exercise.difficulty,
    skill: exercise.skill,
    points: exercise.points,
    position: 0,
    content,
    best: null,
  };
  const check = async (userAnswers: UserAnswers): Promise<ExerciseGrade> => {
    const outcome = gradeExercise(exercise.type, exercise.content, userAnswers);
    // The message the results API would answer with its 400, shown where the view shows errors.
    if (!outcome.ok) throw new ApiError(400, JSON.stringify({ message: outcome.message }), "Bad Request");
    return { ...outcome.grade, review: previewReview(exercise.type, exercise.content, userAnswers), isSpellingChecked: false };
  };
  // A new key for new content: the view starts again instead of showing a result for the old one.
  return (
    <ExerciseView
      key={`${exercise.type}:${JSON.stringify(exercise.content)}`}
      exercise={studentExercise}
      onSubmit={check}
      headingLevel={headingLevel}
    />
  );
}
