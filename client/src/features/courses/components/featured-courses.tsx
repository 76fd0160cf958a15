import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useCourses } from "../api/get-courses";
import { CourseCard } from "./course-card";

const FEATURED_COUNT = 3;

/** A few courses for the home page; it stays calm when the list is slow, empty or unavailable. */
export function FeaturedCourses() {
  const { t } = useT();
  const { data: courses, isPending, isError } = useCourses();

  if (isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-3">
        <span className="sr-only">{t("courses.catalogue.loading")}</span>
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <div key={index} aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        {t("courses.catalogue.error")}
      </p>
    );
  }

  if (courses.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-slate-600">{t("courses.catalogue.empty")}</p>;
  }

  return (
    <div className="space-y-8">
      <ul className="grid gap-6 md:grid-cols-3">
        {courses.slice(0, FEATURED_COUNT).map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
      <div className="text-center">
        <Link href="/courses" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("courses.featured.viewAll")}
        </Link>
      </div>
    </div>
  );
}
