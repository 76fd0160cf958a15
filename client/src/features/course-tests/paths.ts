/** The address of a test's page: it starts or resumes the student's attempt. */
export const courseTestPath = (courseId: number, testId: number) => `/courses/${courseId}/tests/${testId}`;
