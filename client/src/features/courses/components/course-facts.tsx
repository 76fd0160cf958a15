import { Award, BarChart3, BookOpen, Clock, ListChecks } from "lucide-react";
import type { CourseDetail } from "@shared/api/courses";
import { formatCourseLength } from "@/lib/format-duration";
import { formatGuidedHours, guidedHoursOf } from "../course-hours";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The practical facts beside the syllabus, computed from the lessons: how much, how long, what you get, what you need. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const hasLessons = course.lessonCount > 0;
  const guidedHours = guidedHoursOf(course);
  const facts = [
    {
      Icon: BookOpen,
      label: "Lessons",
      value: hasLessons
        ? `${plural(course.lessonCount, "lesson", "lessons")} in ${plural(course.moduleCount, "module", "modules")}`
        : "No lessons yet",
    },
    ...(hasLessons
      ? [
          guidedHours !== null
            ? {
                Icon: Clock,
                label: "Guided learning",
                value: `${formatGuidedHours(guidedHours)}: lessons, module tests and the final assessment`,
              }
            : { Icon: Clock, label: "Study time", value: `${formatCourseLength(course.totalMinutes)} at your own pace` },
        ]
      : []),
    { Icon: BarChart3, label: "Level", value: course.level },
    { Icon: Award, label: "Certificate", value: "Certificate of completion" },
    { Icon: ListChecks, label: "Requirements", value: course.requirements || "No prior requirements" },
  ];
  return (
    <section aria-labelledby="course-details-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="course-details-heading" className="text-xl font-bold text-slate-900">
        Course Details
      </h2>
      <dl className="mt-5 space-y-5">
        {facts.map(({ Icon, label, value }) => (
          // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term, in the left gutter.
          <div key={label} className="relative pl-8">
            <dt className="text-sm font-medium text-slate-600">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-600" />
              {label}
            </dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
