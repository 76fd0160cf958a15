// `npm run content:check`: loads every course folder under content/courses and prints each problem
// (file and what is wrong), structural and from the content review; exits 1 when there is any. Also
// prints what each course holds. Then the placement test's item bank in content/placement, the same way.
import { loadCurriculum } from "../curriculum/load-curriculum";
import { speechPaceOf } from "../../shared/curriculum/estimate-minutes";
import { countCourseHours } from "../curriculum/count-course-hours";
import { seedCourses } from "../db/seed-data/courses";
import { findNearDuplicates } from "../curriculum/find-near-duplicates";
import { comparableItemsOf, longestOptionShare, reviewCurriculum } from "../curriculum/review-curriculum";
import { depthFigures, findShallowCourse, textRangeOf } from "../curriculum/review-depth";
import { fromProjectRoot } from "../lib/project-root";
import { loadPlacementBank } from "../placement/load-placement-bank";

const root = fromProjectRoot("content", "courses");
const loaded = loadCurriculum(root);
const { courses } = loaded;
// What breaks the content (the seed refuses it) and what a reviewer would send back (the seed loads it).
const levelOf = (slug: string) => seedCourses.find((course) => course.slug === slug)?.level ?? "";
const paceOf = (slug: string) => speechPaceOf(levelOf(slug));
const problems = [...loaded.problems, ...reviewCurriculum(courses, paceOf)];
const hours = (minutes: number) => Math.round(minutes / 6) / 10;
for (const course of courses) {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const exercises = lessons.reduce((sum, lesson) => sum + lesson.exercises.length, 0);
  const bank =
    course.modules.reduce((sum, module) => sum + (module.test?.questions.length ?? 0), 0) + (course.finalAssessment?.questions.length ?? 0);
  const { lessonMinutes: counted, guidedHours: guided, statedHours } = countCourseHours(course, paceOf(course.slug));
  const banks = [...course.modules.map((module) => module.test), course.finalAssessment].flatMap((bank) => (bank ? [bank] : []));
  console.log(
    `${course.slug}: ${course.modules.length} modules, ${lessons.length} lessons, ${exercises} exercises, ${bank} bank questions, ` +
      `${guided} guided hours counted (lessons ${hours(counted)} h; the course page states ${statedHours} h), ` +
      `right answer longest in ${Math.round(longestOptionShare(course) * 100)} % of choice questions`,
  );
  const depth = depthFigures(course, levelOf(course.slug));
  const [min, max] = textRangeOf(levelOf(course.slug));
  console.log(
    `  ${depth.withText} of ${depth.lessons} lessons have a text of ${min}-${max} words, ${depth.withListeningText} a listening text ` +
      `(${Math.round((depth.withListeningText / Math.max(1, depth.lessons)) * 100)} %), ${depth.writingTasks} writing tasks, ${depth.vocabulary} key words; ` +
      `${banks.filter((bank) => bank.texts.length > 0).length} of ${banks.length} tests ask texts, ` +
      `${course.finalAssessment?.writingTask ? "the final a writing task" : "the final no writing task"}`,
  );
  problems.push(...findShallowCourse(course, levelOf(course.slug), guided));
}
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);

const bank = loadPlacementBank(fromProjectRoot("content", "placement"));
const skillsOf = (level: string) =>
  ["grammar", "vocabulary", "reading", "listening"]
    .map((skill) => `${bank.items.filter((item) => item.level === level && item.skill === skill).length} ${skill}`)
    .join(", ");
for (const level of ["A1", "A2", "B1", "B2", "C1", "C2"]) console.log(`placement ${level}: ${skillsOf(level)}`);
for (const problem of bank.problems) console.error(`content/placement/${problem.file}: ${problem.message}`);

// Near-duplicates anywhere: within a course, across courses and against the placement bank (whose items
// are compared by question and options: several share one passage on purpose).
const repeated = findNearDuplicates([
  ...comparableItemsOf(courses),
  ...bank.items.map((item) => ({ id: `placement ${item.key}`, content: [item.question, ...item.options] })),
]);
for (const pair of repeated)
  console.error(
    `${pair.first}: nearly the same wording as ${pair.second} (${Math.round(pair.overlap * 100)} % of word triples shared; two items must test two things)`,
  );

const count = problems.length + bank.problems.length + repeated.length;
if (count > 0) {
  console.error(`${count} problem(s) in the content`);
  process.exit(1);
}
console.log(`The curriculum is sound; the placement bank holds ${bank.items.length} items.`);
