import { AlertCircle } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useCourses } from "../api/get-courses";
import { CourseListCard } from "./course-list-card";

/** Every course, in the order the college lists them, with calm loading, empty and error states. */
export function CourseCatalogue() {
  const { data: courses, isPending, isError } = useCourses();

  if (isPending) {
    return (
      <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner className="size-8 text-brand-600" />
        <span>Loading courses...</span>
      </div>
    );
  }

  if (isError) {
    return (
      <p role="alert" className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
        Error loading courses. Please try again later.
      </p>
    );
  }

  if (courses.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
        New courses are on their way. Check back soon!
      </p>
    );
  }

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
