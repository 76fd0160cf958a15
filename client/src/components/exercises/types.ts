import type { ExerciseReview, ExerciseType, FeedbackItem, StudentContent, UserAnswers } from "@shared/api/learning";

/** What a checked attempt comes back with: the results API's answer, or the authoring preview's own grading. */
export type ExerciseGrade = {
  score: number;
  maxScore: number;
  passed: boolean;
  feedback: FeedbackItem[];
  pointsEarned?: number;
  /** What this answer unlocked (new achievements), in the interface language: shown with its result. */
  celebration?: { title: string; description: string } | null;
  /** A writing or speaking task's model answer (and a writing task's feedback), shown after the attempt. */
  review?: ExerciseReview | null;
  /** False in the authoring preview: spelling needs the server's dictionary, so the review says so. */
  isSpellingChecked?: boolean;
};

export type SubmitAnswers = (userAnswers: UserAnswers) => Promise<ExerciseGrade>;

export type ContentOf<Type extends ExerciseType> = Extract<StudentContent, { type: Type }>;

/** What every type's component gets from ExerciseView. */
export type ExerciseBodyProps<Type extends ExerciseType> = {
  content: ContentOf<Type>;
  /** The exercise's id: a writing task keeps its draft on the device under it. */
  exerciseId: number;
  /** Unique per exercise on the page: ids of labels and radio group names start with it. */
  idPrefix: string;
  /** The attempt has been checked: the controls are read-only and show right and wrong. */
  feedback: FeedbackItem[] | null;
  isSubmitting: boolean;
  onSubmit: (userAnswers: UserAnswers<Type>) => void;
};
