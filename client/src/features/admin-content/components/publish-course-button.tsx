import type { AdminCourseDetail } from "@shared/api/admin-content";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUpdateCourse } from "../api/update-course";

const NEEDS_LESSON_HINT = "Publish at least one lesson first: until then the course would offer students nothing to learn.";

/**
 * Publishes or unpublishes the course. A draft without a published lesson cannot be published (the server
 * answers 409): the button is disabled and says why before the click (D40).
 */
export function PublishCourseButton({ course }: { course: AdminCourseDetail }) {
  const updateCourse = useUpdateCourse();
  const hasPublishedLesson = course.lessons.some((lesson) => lesson.isPublished);
  const isBlocked = !course.isPublished && !hasPublishedLesson;
  const hintId = `publish-course-hint-${course.id}`;

  function togglePublished() {
    updateCourse.mutate(
      { id: course.id, changes: { isPublished: !course.isPublished } },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.isPublished ? "Course published" : "Course unpublished",
            description: saved.isPublished ? `${saved.title} is on the site now.` : `${saved.title} is hidden from visitors.`,
          }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The course could not be changed.") }),
      },
    );
  }

  return (
    <>
      <Button
        variant={course.isPublished ? "outline" : "primary"}
        disabled={updateCourse.isPending || isBlocked}
        aria-describedby={isBlocked ? hintId : undefined}
        onClick={togglePublished}
      >
        {course.isPublished ? "Unpublish course" : "Publish course"}
      </Button>
      {isBlocked ? (
        <p id={hintId} className="basis-full text-sm text-amber-800">
          {NEEDS_LESSON_HINT}
        </p>
      ) : null}
    </>
  );
}
