import { AlertCircle } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { useCourses } from "../api/get-courses";
import { CourseListCard } from "./course-list-card";

const CEFR = ["A1", "A2", "B1", "B2", "C1", "C2"];

/** A course of "A1-A2" covers A1 and A2; any other level ("TEFL Level 3") only itself. */
export const courseCoversLevel = (courseLevel: string, level: string) => {
  const [from = -1, to = from] = courseLevel.split("-").map((part) => CEFR.indexOf(part.trim()));
  const wanted = CEFR.indexOf(level);
  if (from < 0 || to < 0 || wanted < 0) return courseLevel === level;
  return from <= wanted && wanted <= to;
};

/**
 * Every course, in the order the college lists them, with calm loading, empty and error states;
 * `?level=B1` (the footer's level links) keeps the courses that cover that level.
 */
export function CourseCatalogue() {
  const { t } = useT();
  const { data: allCourses, isPending, isError } = useCourses();
  const level = useSearchParams()[0].get("level");

  if (isPending) {
    return (
      <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner className="size-8 text-brand-600" />
        <span>{t("courses.catalogue.loading")}</span>
      </div>
    );
  }

  if (isError) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        {t("courses.catalogue.error")}
      </p>
    );
  }

  const courses = level ? allCourses.filter((course) => courseCoversLevel(course.level, level)) : allCourses;
  if (level) {
    return (
      <div className="space-y-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>{courses.length === 0 ? t("courses.catalogue.noneForLevel", { level }) : t("courses.catalogue.forLevel", { level })}</span>
          <Link href="/courses" className="font-medium text-brand-700 underline">
            {t("courses.catalogue.showAll")}
          </Link>
        </p>
        <CourseGrid courses={courses} />
      </div>
    );
  }

  if (courses.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">{t("courses.catalogue.empty")}</p>;
  }

  return <CourseGrid courses={courses} />;
}

function CourseGrid({ courses }: { courses: NonNullable<ReturnType<typeof useCourses>["data"]> }) {
  if (courses.length === 0) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseListCard course={course} />
        </li>
      ))}
    </ul>
  );
}
