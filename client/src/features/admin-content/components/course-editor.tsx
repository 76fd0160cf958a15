import { ArrowLeft, Eye, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import type { AdminLesson } from "@shared/api/admin-content";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useCreateLesson } from "../api/create-lesson";
import { useAdminCourse } from "../api/get-admin-course";
import { useUpdateCourse } from "../api/update-course";
import { useUpdateLesson } from "../api/update-lesson";
import { editableModules, moduleLabel, plural } from "../labels";
import { CourseContentSummary } from "./course-content-summary";
import { CourseForm } from "./course-form";
import { CourseImageField } from "./course-image-field";
import { LessonCard } from "./lesson-card";
import { LessonForm } from "./lesson-form";
import { Loading, LoadError } from "./load-error";
import { PublishCourseButton } from "./publish-course-button";
import { PublishedBadge, StatusBadge } from "./status-badge";

type LessonDialog = { lesson: AdminLesson } | { module: number } | null;

/** One course: publish it, edit its details, and its lessons grouped by the modules it names (up to five). */
export function CourseEditor({ courseId, onBack }: { courseId: number; onBack: () => void }) {
  const course = useAdminCourse(courseId);
  const updateCourse = useUpdateCourse();
  const createLesson = useCreateLesson();
  const updateLesson = useUpdateLesson();
  const [isEditingCourse, setIsEditingCourse] = useState(false);
  const [lessonDialog, setLessonDialog] = useState<LessonDialog>(null);

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All courses
    </Button>
  );

  if (course.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <Loading label="Loading the course..." />
      </div>
    );
  }
  if (course.isError) {
    const isMissing = course.error instanceof ApiError && course.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {isMissing ? (
          <Card className="p-6 text-slate-700">This course does not exist. It may have been removed.</Card>
        ) : (
          <LoadError message="The course could not be loaded." onRetry={() => void course.refetch()} />
        )}
      </div>
    );
  }

  const detail = course.data;
  const shownModules = editableModules(
    detail.modules,
    detail.lessons.map((lesson) => lesson.module),
  );
  const moduleOptions = shownModules.map((number) => ({ value: String(number), label: moduleLabel(number, detail.modules) }));

  return (
    <div className="space-y-6">
      {back}
      <section aria-labelledby="admin-course-title" className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <CourseImageField course={detail} />
        {/* The actions take a row of their own under the text: beside it, three buttons left the title a
            column a few letters wide. */}
        <div className="flex min-w-0 flex-col gap-4">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <PublishedBadge isPublished={detail.isPublished} />
              <StatusBadge tone="neutral">{detail.level}</StatusBadge>
              <StatusBadge tone="neutral">{plural(detail.lessonCount, "lesson")}</StatusBadge>
            </div>
            <h2 id="admin-course-title" className="text-2xl font-semibold break-words text-slate-900">
              {detail.title}
            </h2>
            <p className="max-w-3xl text-slate-600">{detail.description}</p>
            <CourseContentSummary course={detail} />
          </div>
          <div role="group" aria-label="Course actions" className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIsEditingCourse(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit details
            </Button>
            <PublishCourseButton course={detail} />
            {/* A draft has no public page (404 to everyone): the link appears once it is published. */}
            {detail.isPublished ? (
              <a href={`/courses/${detail.id}`} className={buttonClasses({ variant: "ghost" })}>
                <Eye aria-hidden="true" className="size-4" />
                View course page
              </a>
            ) : null}
          </div>
        </div>
      </section>

      {shownModules.map((module) => {
        const lessons = detail.lessons.filter((lesson) => lesson.module === module);
        const headingId = `admin-module-${module}`;
        return (
          <section key={module} aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-slate-50 p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {moduleLabel(module, detail.modules)}
              </h3>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Add lesson to module ${module}`}
                onClick={() => setLessonDialog({ module })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add lesson
              </Button>
            </div>
            {lessons.length === 0 ? (
              <p className="text-sm text-slate-600">No lessons in this module yet.</p>
            ) : (
              <ol className="space-y-3">
                {lessons.map((lesson, index) => (
                  <LessonCard
                    key={lesson.id}
                    lesson={lesson}
                    index={index}
                    count={lessons.length}
                    onEdit={() => setLessonDialog({ lesson })}
                  />
                ))}
              </ol>
            )}
          </section>
        );
      })}

      <Dialog open={isEditingCourse} onOpenChange={setIsEditingCourse}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit course details</DialogTitle>
            <DialogDescription>Changes show on the site at once if the course is published.</DialogDescription>
          </DialogHeader>
          <CourseForm
            course={detail}
            submitLabel="Save course"
            onCancel={() => setIsEditingCourse(false)}
            onSubmit={async (values) => {
              await updateCourse.mutateAsync({ id: detail.id, changes: values });
              toast({ title: "Course saved", description: values.title });
              setIsEditingCourse(false);
            }}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={lessonDialog !== null} onOpenChange={(open) => (open ? undefined : setLessonDialog(null))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{lessonDialog && "lesson" in lessonDialog ? "Edit lesson" : "New lesson"}</DialogTitle>
            <DialogDescription>In {detail.title}.</DialogDescription>
          </DialogHeader>
          {lessonDialog ? (
            "lesson" in lessonDialog ? (
              <LessonForm
                lesson={lessonDialog.lesson}
                moduleOptions={moduleOptions}
                submitLabel="Save lesson"
                onCancel={() => setLessonDialog(null)}
                onSubmit={async (values) => {
                  await updateLesson.mutateAsync({ id: lessonDialog.lesson.id, changes: values });
                  toast({ title: "Lesson saved", description: values.title });
                  setLessonDialog(null);
                }}
              />
            ) : (
              <LessonForm
                module={lessonDialog.module}
                moduleOptions={moduleOptions}
                submitLabel="Create lesson"
                onCancel={() => setLessonDialog(null)}
                onSubmit={async (values) => {
                  await createLesson.mutateAsync({ courseId: detail.id, lesson: values });
                  toast({ title: "Lesson created", description: values.title });
                  setLessonDialog(null);
                }}
              />
            )
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
