import { BookOpen, LibraryBig } from "lucide-react";
import { Link } from "wouter";
import type { MyCourse } from "@shared/api/profile";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { useMyCourses } from "../api/get-my-courses";
import { CourseProgressCard } from "./course-progress-card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";

// The spec shows at most three courses when suggesting where to start.
const MAX_RECOMMENDED = 3;

function CourseGrid({ courses, kind }: { courses: MyCourse[]; kind: "enrolled" | "recommended" }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {courses.map((course) => (
        <li key={course.id} className="min-w-0">
          <CourseProgressCard course={course} kind={kind} />
        </li>
      ))}
    </ul>
  );
}

function NoCoursesYet() {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <BookOpen aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-semibold text-slate-900">{t("dashboard.myCourses.emptyTitle")}</p>
        <p className="text-sm text-slate-600">{t("dashboard.myCourses.emptyText")}</p>
      </div>
      <Link href="/courses" className={buttonClasses()}>
        {t("dashboard.myCourses.browse")}
      </Link>
    </div>
  );
}

/** The student's courses with their real progress, or where to begin when there are none. */
export function MyCoursesList() {
  const { t } = useT();
  const courses = useMyCourses();

  let enrolledContent;
  if (courses.isPending) enrolledContent = <SectionLoading label={t("dashboard.myCourses.loading")} />;
  else if (courses.isError)
    enrolledContent = (
      <SectionError message={t("dashboard.myCourses.loadError")} onRetry={() => void courses.refetch()} isRetrying={courses.isFetching} />
    );
  else if (courses.data.enrolled.length === 0) enrolledContent = <NoCoursesYet />;
  else enrolledContent = <CourseGrid courses={courses.data.enrolled} kind="enrolled" />;

  const recommended = courses.data?.enrolled.length === 0 ? courses.data.recommended.slice(0, MAX_RECOMMENDED) : [];
  const recommendedFor = courses.data?.recommendedFor ?? null;

  return (
    <div className="min-w-0 space-y-8">
      <section aria-labelledby="enrolled-courses-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="enrolled-courses-heading" className="text-xl font-semibold text-slate-900">
            {t("dashboard.myCourses.enrolledHeading")}
          </h2>
          <Link href="/courses" className={buttonClasses({ variant: "outline", size: "sm" })}>
            <LibraryBig aria-hidden="true" className="size-4" />
            {t("dashboard.myCourses.browseAll")}
          </Link>
        </div>
        {enrolledContent}
      </section>
      {recommended.length > 0 ? (
        <section aria-labelledby="recommended-courses-heading" className="space-y-4">
          <div className="space-y-1">
            <h2 id="recommended-courses-heading" className="text-xl font-semibold text-slate-900">
              {recommendedFor ? t("dashboard.myCourses.recommendedForLevel") : t("dashboard.myCourses.recommended")}
            </h2>
            <p className="text-sm text-slate-600">
              {recommendedFor
                ? t("dashboard.myCourses.recommendedForLevelText", { level: recommendedFor })
                : t("dashboard.myCourses.recommendedNoLevelText")}
            </p>
          </div>
          <CourseGrid courses={recommended} kind="recommended" />
        </section>
      ) : null}
    </div>
  );
}
