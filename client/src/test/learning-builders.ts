import type {
  CoursePlayer,
  ExerciseResultResponse,
  LessonDetail,
  LessonOutlineItem,
  StudentContent,
  StudentExercise,
} from "@shared/api/learning";

const TYPE_SKILLS = {
  multiple_choice: "reading",
  fill_in_blank: "writing",
  matching: "reading",
  audio: "listening",
  speaking: "speaking",
  flashcard: "reading",
  reading_text: "reading",
  listening_text: "listening",
  writing_task: "writing",
  speaking_task: "speaking",
} as const;

/** A student's view of one exercise; its type follows the content. */
export function buildExercise(content: StudentContent, overrides: Partial<StudentExercise> = {}): StudentExercise {
  return {
    id: 1,
    title: "Choose the right word",
    description: "Pick the best answer.",
    type: content.type,
    difficulty: "beginner",
    skill: TYPE_SKILLS[content.type],
    points: 10,
    position: 1,
    content,
    best: null,
    ...overrides,
  };
}

export const MULTIPLE_CHOICE: StudentContent = {
  type: "multiple_choice",
  question: "Which word is a greeting?",
  options: ["Goodbye", "Hello", "Table"],
};

export function buildOutlineLesson(overrides: Partial<LessonOutlineItem & { isCompleted: boolean }> = {}) {
  return {
    id: 101,
    title: "Greetings",
    description: "Say hello and goodbye.",
    module: 1,
    position: 1,
    estimatedMinutes: 15,
    exerciseCount: 4,
    isCompleted: false,
    ...overrides,
  };
}

export function buildCoursePlayer(overrides: Partial<CoursePlayer> = {}): CoursePlayer {
  return {
    course: { id: 2, title: "Intermediate English", level: "B1-B2" },
    enrollment: { courseId: 2, enrolledAt: "2025-03-01T10:00:00.000Z", progress: 0, completedAt: null },
    lessons: [buildOutlineLesson()],
    nextLessonId: 101,
    ...overrides,
  };
}

export function buildLesson(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    id: 101,
    courseId: 2,
    courseTitle: "Intermediate English",
    title: "Greetings",
    description: "Say hello and goodbye.",
    module: 1,
    position: 1,
    estimatedMinutes: 15,
    content: "<h2>Saying hello</h2><p>People greet each other every day.</p><p>In the morning we say <strong>good morning</strong>.</p>",
    examples: ["Hello, how are you?", "Good morning, Mr Smith."],
    vocabulary: [],
    exercises: [buildExercise(MULTIPLE_CHOICE)],
    isCompleted: false,
    previousLessonId: null,
    nextLessonId: 102,
    nextLessonTitle: "Introductions",
    ...overrides,
  };
}

export function buildResultResponse(overrides: Partial<ExerciseResultResponse> = {}): ExerciseResultResponse {
  return {
    score: 1,
    maxScore: 1,
    passed: true,
    pointsEarned: 10,
    feedback: [{ label: "Which word is a greeting?", isCorrect: true, given: "Hello", expected: "Hello" }],
    lessonCompleted: false,
    courseProgress: 0,
    newAchievements: [],
    certificate: null,
    review: null,
    progress: {
      totalPoints: 10,
      level: 1,
      lessonsCompleted: 0,
      exercisesCompleted: 1,
      averageScore: 100,
      currentStreak: 1,
      longestStreak: 1,
      lastActivityDate: "2025-03-04",
    },
    ...overrides,
  };
}
