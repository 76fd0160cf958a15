import type { ReactNode } from "react";
import { MyCoursesList } from "./my-courses-list";

/** The student's courses, with a column beside them that the screen fills (the live classes). */
export function MyCoursesPanel({ aside }: { aside?: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <MyCoursesList />
      </div>
      {aside}
    </div>
  );
}
