import { useSearchParams } from "wouter";
import { CourseEditor } from "./course-editor";
import { CourseList } from "./course-list";

/** The `course` search parameter: a positive whole number, or undefined. */
const parseCourseParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * The admin's Content tab: the course list, or one course's lessons and exercises. The open course is in
 * the address (`/admin/content?course=3`), so it survives a reload and Back returns to the list.
 */
export function ContentTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const courseId = parseCourseParam(searchParams.get("course"));

  const openCourse = (id: number | undefined) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id === undefined) next.delete("course");
      else next.set("course", String(id));
      return next;
    });

  return courseId === undefined ? (
    <CourseList onOpen={openCourse} />
  ) : (
    <CourseEditor key={courseId} courseId={courseId} onBack={() => openCourse(undefined)} />
  );
}
