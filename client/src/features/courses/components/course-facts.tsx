import { Award, BarChart3, BookOpen, Clock, ListChecks } from "lucide-react";
import type { CourseDetail } from "@shared/api/courses";
import { useT } from "@/i18n/use-t";
import { formatCourseLength, formatGuidedHours, guidedHoursOf } from "../course-hours";
import { describeCourseScope } from "../course-scope";

/** The practical facts beside the syllabus, computed from the lessons: how much, how long, what you get, what you need. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useT();
  const hasLessons = course.lessonCount > 0;
  const guidedHours = guidedHoursOf(course);
  const facts = [
    {
      Icon: BookOpen,
      label: t("courses.facts.lessons"),
      value: hasLessons
        ? t("courses.facts.lessonsInModules", { lessons: course.lessonCount, modules: course.moduleCount })
        : t("courses.figures.noLessons"),
    },
    ...(hasLessons
      ? [
          guidedHours !== null
            ? {
                Icon: Clock,
                label: t("courses.facts.guided"),
                value: t("courses.facts.guidedValue", { hours: formatGuidedHours(guidedHours, t) }),
              }
            : {
                Icon: Clock,
                label: t("courses.facts.studyTime"),
                value: t("courses.facts.studyTimeValue", { length: formatCourseLength(course.totalMinutes, t) }),
              },
        ]
      : []),
    // The level's name, and what the course's hours actually cover of it.
    { Icon: BarChart3, label: t("courses.facts.level"), value: [course.level, describeCourseScope(course, t)].filter(Boolean).join(" · ") },
    { Icon: Award, label: t("courses.facts.certificate"), value: t("courses.facts.certificateValue") },
    // Requirements written by staff stay in English, as the course's other texts do.
    course.requirements
      ? { Icon: ListChecks, label: t("courses.facts.requirements"), value: course.requirements, lang: "en" }
      : { Icon: ListChecks, label: t("courses.facts.requirements"), value: t("courses.facts.noRequirements") },
  ];
  return (
    <section aria-labelledby="course-details-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="course-details-heading" className="text-xl font-bold text-slate-900">
        {t("courses.facts.title")}
      </h2>
      <dl className="mt-5 space-y-5">
        {facts.map(({ Icon, label, value, lang }) => (
          // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term, in the left gutter.
          <div key={label} className="relative pl-8">
            <dt className="text-sm font-medium text-slate-600">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-600" />
              {label}
            </dt>
            <dd lang={lang} className="text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
