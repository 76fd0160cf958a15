import type { AdminCourse, AdminCourseDetail, AdminExercise, AdminLesson } from "@shared/api/admin-content";

export function buildAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    id: 7,
    title: "Business English",
    description: "Meetings, e-mails and presentations for work.",
    level: "B1-B2",
    isPublished: true,
    sortOrder: 0,
    imageUrl: null,
    lessonCount: 0,
    ...overrides,
  };
}

export function buildAdminExercise(overrides: Partial<AdminExercise> = {}): AdminExercise {
  return {
    id: 301,
    lessonId: 101,
    title: "Choose the greeting",
    description: "Pick the word people say when they meet.",
    type: "multiple_choice",
    difficulty: "beginner",
    skill: "reading",
    points: 10,
    position: 0,
    content: { question: "Which word is a greeting?", options: ["Table", "Hello", "Blue"], answer: 1 },
    isRetired: false,
    resultCount: 0,
    ...overrides,
  };
}

export function buildAdminLesson(overrides: Partial<AdminLesson> = {}): AdminLesson {
  return {
    id: 101,
    courseId: 7,
    title: "Greetings at work",
    description: "Saying hello to colleagues and visitors.",
    content: "We greet people when we meet them.\n\nAt work we often use their name.",
    examples: ["Good morning, Ms Dlamini."],
    module: 1,
    position: 0,
    estimatedMinutes: 15,
    isPublished: true,
    exercises: [],
    ...overrides,
  };
}

export function buildAdminCourseDetail(overrides: Partial<AdminCourseDetail> = {}): AdminCourseDetail {
  const lessons = overrides.lessons ?? [];
  return {
    ...buildAdminCourse({ lessonCount: lessons.length }),
    overview: "",
    features: [],
    modules: [],
    lessons,
    certificateKind: "completion",
    ...overrides,
  };
}
