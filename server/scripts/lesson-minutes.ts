// `npm run content:minutes -- <course-slug> [module-number]`: each lesson's counted minutes (the estimator
// content:check uses), its stated minutes and the words of its longest reading or listening text, so a
// writer can see what a new lesson adds before the whole check runs.
import { loadCurriculum } from "../curriculum/load-curriculum";
import { estimateLessonMinutes, speechPaceOf } from "../../shared/curriculum/estimate-minutes";
import { seedCourses } from "../db/seed-data/courses";
import { textWordsOf } from "../curriculum/review-depth";
import { fromProjectRoot } from "../lib/project-root";

const [slug, moduleNumber] = process.argv.slice(2);
const { courses, problems } = loadCurriculum(fromProjectRoot("content", "courses"));
const course = courses.find((candidate) => candidate.slug === slug);
if (!course) {
  console.error(`No course "${slug ?? ""}". Courses: ${courses.map((candidate) => candidate.slug).join(", ")}`);
  process.exit(1);
}
const pace = speechPaceOf(seedCourses.find((candidate) => candidate.slug === slug)?.level ?? "");
let total = 0;
for (const module of course.modules.filter((candidate) => !moduleNumber || String(candidate.number) === moduleNumber)) {
  for (const lesson of module.lessons) {
    const counted = estimateLessonMinutes(lesson, pace);
    total += counted;
    const texts = lesson.exercises.filter((exercise) => exercise.type === "reading_text" || exercise.type === "listening_text");
    const words = texts.map((exercise) => `${exercise.type === "reading_text" ? "reading" : "listening"} ${textWordsOf(exercise)}`);
    console.log(`${lesson.file}: counted ${counted} min, states ${lesson.minutes}; ${words.join(", ") || "no text"}`);
  }
}
console.log(`${Math.round(total / 6) / 10} h counted in the lessons listed`);
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
