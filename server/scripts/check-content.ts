// `npm run content:check`: loads every course folder under content/courses and prints each problem
// (file and what is wrong), structural and from the content review; exits 1 when there is any. Also
// prints what each course holds. Then the placement test's item bank in content/placement, the same way.
import { loadCurriculum } from "../curriculum/load-curriculum";
import { reviewCurriculum } from "../curriculum/review-curriculum";
import { fromProjectRoot } from "../lib/project-root";
import { loadPlacementBank } from "../placement/load-placement-bank";

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

const bank = loadPlacementBank(fromProjectRoot("content", "placement"));
const skillsOf = (level: string) =>
  ["grammar", "vocabulary", "reading", "listening"]
    .map((skill) => `${bank.items.filter((item) => item.level === level && item.skill === skill).length} ${skill}`)
    .join(", ");
for (const level of ["A1", "A2", "B1", "B2", "C1", "C2"]) console.log(`placement ${level}: ${skillsOf(level)}`);
for (const problem of bank.problems) console.error(`content/placement/${problem.file}: ${problem.message}`);

const count = problems.length + bank.problems.length;
if (count > 0) {
  console.error(`${count} problem(s) in the content`);
  process.exit(1);
}
console.log(`The curriculum is sound; the placement bank holds ${bank.items.length} items.`);
