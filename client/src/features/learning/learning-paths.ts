/** The addresses of the learning screens, in one place. */
export const coursePlayerPath = (courseId: number) => `/courses/${courseId}/learn`;
export const lessonPath = (courseId: number, lessonId: number) => `/courses/${courseId}/lessons/${lessonId}`;

/** An id in an address, or undefined when it is not a positive whole number (nothing is asked of the server). */
export function parseRouteId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
