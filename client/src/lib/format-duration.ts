// How long things take, in words a student reads at a glance. One home for every duration on the site.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Time spent, from seconds: "0 min", "Under 1 min", "25 min", "2 h", "1 h 20 min" (minutes rounded down,
 * so a figure is never more than was spent).
 */
export function formatTimeSpent(seconds: number) {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const minutes = Math.floor(safe / 60);
  if (minutes === 0) return safe > 0 ? "Under 1 min" : "0 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A course's length from its lessons' minutes: "10 min" under an hour, else to the half hour, "about 2½ hours". */
export function formatCourseLength(totalMinutes: number) {
  if (totalMinutes < 60) return `${totalMinutes} min`;
  const halfHours = Math.round(totalMinutes / 30);
  const hours = Math.floor(halfHours / 2);
  const half = halfHours % 2 === 1 ? "½" : "";
  return `about ${hours}${half} ${hours === 1 && !half ? "hour" : "hours"}`;
}

/** "7 lessons · 2 modules · about 2½ hours", from the figures the API computes; "No lessons yet" for none. */
export function formatCourseFigures({
  lessonCount,
  moduleCount,
  totalMinutes,
}: {
  lessonCount: number;
  moduleCount: number;
  totalMinutes: number;
}) {
  if (lessonCount === 0) return "No lessons yet";
  return [plural(lessonCount, "lesson", "lessons"), plural(moduleCount, "module", "modules"), formatCourseLength(totalMinutes)].join(" · ");
}
