import type { CourseTestAttempt, CourseTestsResponse, CourseTestSummary, GradedCertificateGrading } from "@shared/api/course-tests";

export function buildTestSummary(overrides: Partial<CourseTestSummary> = {}): CourseTestSummary {
  return {
    id: 5,
    kind: "module",
    module: 1,
    title: "Module 1 test",
    questionCount: 3,
    passPercent: 60,
    bestScore: null,
    isPassed: false,
    attemptsLeftToday: 3,
    isAvailable: true,
    openAttemptId: null,
    ...overrides,
  };
}

/** A graded course's rule as the server answers it: one module test never taken, the final not taken. */
export function buildGrading(overrides: Partial<GradedCertificateGrading> = {}): GradedCertificateGrading {
  return {
    kind: "graded",
    finalWeight: 60,
    finalPassPercent: 70,
    finalBest: null,
    moduleTests: [{ testId: 5, module: 1, title: "Module 1 test", weight: 40, bestScore: null }],
    moduleTestsAverage: 0,
    soFar: null,
    finalNeeds: [
      { grade: "Pass", finalScore: 70 },
      { grade: "Merit", finalScore: null },
      { grade: "Distinction", finalScore: null },
    ],
    issued: null,
    ...overrides,
  };
}

export function buildCourseTests(overrides: Partial<CourseTestsResponse> = {}): CourseTestsResponse {
  return {
    tests: [buildTestSummary()],
    reflectiveTasks: [],
    requirements: { lessonsTotal: 3, lessonsCompleted: 1, finalPassed: false, tasksTotal: 0, tasksSubmitted: 0 },
    guidedHours: 42,
    grading: buildGrading(),
    ...overrides,
  };
}

export function buildAttempt(overrides: Partial<CourseTestAttempt> = {}): CourseTestAttempt {
  return {
    id: 77,
    testId: 5,
    title: "Module 1 test",
    kind: "module",
    startedAt: "2026-11-25T10:00:00.000Z",
    questions: [
      {
        id: 901,
        type: "multiple_choice",
        skill: "reading",
        content: { type: "multiple_choice", question: "Which word is a greeting?", options: ["Table", "Hello", "Green"] },
      },
      {
        id: 902,
        type: "fill_in_blank",
        skill: "writing",
        content: { type: "fill_in_blank", text: "Yesterday I ___ to school.", blanks: 1 },
      },
      {
        id: 903,
        type: "audio",
        skill: "listening",
        content: {
          type: "audio",
          say: "The train leaves at half past nine.",
          question: "When does the train leave?",
          options: ["9:00", "9:30"],
        },
      },
    ],
    ...overrides,
  };
}
