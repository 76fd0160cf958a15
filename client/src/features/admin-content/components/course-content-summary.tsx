import type { AdminCourseDetail } from "@shared/api/admin-content";
import { plural } from "../labels";

/**
 * What the course page will show besides the lessons: the modules by name, whether the overview and points
 * exist, and which certificate the course gives.
 */
export function CourseContentSummary({ course }: { course: AdminCourseDetail }) {
  const missing = [course.overview.trim() ? null : "overview", course.features.length > 0 ? null : "what you'll learn"].filter(Boolean);
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        {course.modules.length === 0 ? "No modules named yet" : plural(course.modules.length, "module")}
        {" · "}
        {plural(course.features.length, "point")} in what you&apos;ll learn
      </p>
      {course.modules.length > 0 ? (
        <ol className="list-inside list-decimal text-slate-600">
          {course.modules.map((module, index) => (
            <li key={index} className="break-words">
              {module.title}
            </li>
          ))}
        </ol>
      ) : null}
      {missing.length > 0 ? <p className="text-slate-600">Not written yet: {missing.join(" and ")} (Edit details).</p> : null}
      {/* The certificate follows the content (decision 0069): say which one students will get. */}
      <p className="text-slate-600">
        {course.certificateKind === "graded"
          ? "Certificate: graded, from the final assessment and the module tests."
          : "Certificate: a record of completion, without a grade (this course has no final assessment)."}
      </p>
    </div>
  );
}
