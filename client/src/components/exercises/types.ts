import type { ExerciseType, FeedbackItem, StudentContent, UserAnswers } from "@shared/api/learning";

/** What a checked attempt comes back with: the results API's answer, or the authoring preview's own grading. */
export type ExerciseGrade = {
  score: number;
  maxScore: number;
  passed: boolean;
  feedback: FeedbackItem[];
  pointsEarned?: number;
  /** What this answer unlocked (new achievements), in the interface language: shown with its result. */
  celebration?: { title: string; description: string } | null;
};

export type SubmitAnswers = (userAnswers: UserAnswers) => Promise<ExerciseGrade>;

export type ContentOf<Type extends ExerciseType> = Extract<StudentContent, { type: Type }>;

/** What every type's component gets from ExerciseView. */
export type ExerciseBodyProps<Type extends ExerciseType> = {
  content: ContentOf<Type>;
  /** Unique per exercise on the page: ids of labels and radio group names start with it. */
  idPrefix: string;
  /** The attempt has been checked: the controls are read-only and show right and wrong. */
  feedback: FeedbackItem[] | null;
  isSubmitting: boolean;
  onSubmit: (userAnswers: UserAnswers<Type>) => void;
};
