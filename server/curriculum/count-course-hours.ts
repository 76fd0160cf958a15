import { guidedLearningHours } from "../../shared/api/course-tests";
import { askedWholeOf } from "../../shared/curriculum/content-schema";
import { estimateLessonMinutes, textsPerAttempt } from "../../shared/curriculum/estimate-minutes";
import type { CurriculumCourse } from "./load-curriculum";

/**
 * The independent count of a course's hours from its files (decision 0073): the lessons by the estimator,
 * the tests and reflective tasks by the rule the course pages use (guidedLearningHours), a test's texts and
 * writing task as the seed counts them (decision 0075). `stated` is the same with the lessons' own minutes:
 * what the course page states once seeded.
 */
export const countCourseHours = (course: CurriculumCourse, pace: number) => {
  const lessons = course.modules.flatMap((module) => module.lessons);
  const lessonMinutes = lessons.reduce((sum, lesson) => sum + estimateLessonMinutes(lesson, pace), 0);
  const banks = [...course.modules.map((module) => module.test), course.finalAssessment].flatMap((bank) => (bank ? [bank] : []));
  const tests = {
    testQuestionsDrawn: banks.reduce((sum, bank) => sum + bank.drawn, 0),
    // Each attempt also asks one of each kind of the bank's texts and its writing task.
    testTextMinutes: banks.reduce((sum, bank) => sum + textsPerAttempt(askedWholeOf(bank), pace).minutes, 0),
    reflectiveTasks: course.modules.filter((module) => module.reflectiveTask).length,
  };
  return {
    lessonMinutes,
    guidedHours: guidedLearningHours({ lessonMinutes, ...tests }),
    statedHours: guidedLearningHours({ lessonMinutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0), ...tests }),
  };
};
