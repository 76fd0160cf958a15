// `npm run content:check`: loads every course folder under content/courses and prints each problem
// (file and what is wrong), structural and from the content review; exits 1 when there is any. Also
// prints what each course holds.
import { loadCurriculum } from "../curriculum/load-curriculum";
import { reviewCurriculum } from "../curriculum/review-curriculum";
import { fromProjectRoot } from "../lib/project-root";

const root = fromProjectRoot("content", "courses");
const loaded = loadCurriculum(root);
const { courses } = loaded;
// What breaks the content (the seed refuses it) and what a reviewer would send back (the seed loads it).
const problems = [...loaded.problems, ...reviewCurriculum(courses)];
for (const course of courses) {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const exercises = lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0);
  const bank =
    course.modules.reduce((sum, module) => sum + (module.test?.questions.length ?? 0), 0) + (course.finalAssessment?.questions.length ?? 0);
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  console.log(
    `${course.slug}: ${course.modules.length} modules, ${lessons.length} lessons, ${exercises} exercises, ${bank} bank questions, ${Math.round(minutes / 6) / 10} h of lessons`,
  );
}
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the curriculum`);
  process.exit(1);
}
console.log("The curriculum is sound.");
