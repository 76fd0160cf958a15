import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CourseCover } from "@/components/ui/course-cover";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useCreateCourse } from "../api/create-course";
import { useAdminCourses } from "../api/get-admin-courses";
import { plural } from "../labels";
import { CourseForm } from "./course-form";
import { Loading, LoadError } from "./load-error";
import { PublishedBadge, StatusBadge } from "./status-badge";

/** Every course, drafts included, and the way to create one. */
export function CourseList({ onOpen }: { onOpen: (courseId: number) => void }) {
  const courses = useAdminCourses();
  const create = useCreateCourse();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <section aria-labelledby="admin-courses-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-courses-title" className="text-2xl font-semibold text-slate-900">
            Courses
          </h2>
          <p className="text-sm text-slate-600">Drafts are hidden from visitors until you publish them.</p>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          New course
        </Button>
      </div>

      {courses.isPending ? (
        <Loading label="Loading courses..." />
      ) : courses.isError ? (
        <LoadError message="The courses could not be loaded." onRetry={() => void courses.refetch()} />
      ) : courses.data.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          <BookOpen aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
          No courses yet. Create the first one with New course.
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {courses.data.map((course) => (
            <li key={course.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <CourseCover course={course} alt="" className="aspect-video w-full rounded-lg" />
                <div className="flex flex-wrap items-center gap-2">
                  <PublishedBadge isPublished={course.isPublished} />
                  <StatusBadge tone="neutral">{course.level}</StatusBadge>
                  <StatusBadge tone="neutral">{plural(course.lessonCount, "lesson")}</StatusBadge>
                </div>
                <h3 className="text-lg font-semibold break-words text-slate-900">{course.title}</h3>
                <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
                <div className="mt-auto">
                  <Button variant="secondary" size="sm" aria-label={`Open ${course.title}`} onClick={() => onOpen(course.id)}>
                    Open
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={isCreating} onOpenChange={setIsCreating}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>New course</DialogTitle>
            <DialogDescription>It starts as a draft: add its picture and lessons, then publish it.</DialogDescription>
          </DialogHeader>
          <CourseForm
            submitLabel="Create course"
            onCancel={() => setIsCreating(false)}
            onSubmit={async (values) => {
              const { id } = await create.mutateAsync(values);
              setIsCreating(false);
              toast({ title: "Course created", description: `${values.title} is a draft until you publish it.` });
              onOpen(id);
            }}
          />
        </DialogContent>
      </Dialog>
    </section>
  );
}
