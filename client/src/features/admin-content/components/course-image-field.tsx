import { ImagePlus, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { COURSE_IMAGE_MAX_BYTES, IMAGE_NOT_SUPPORTED, IMAGE_TOO_LARGE } from "@shared/api/course-images";
import { Button, buttonClasses } from "@/components/ui/button";
import { CourseCover } from "@/components/ui/course-cover";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useRemoveCourseImage, useUploadCourseImage } from "../api/upload-course-image";

const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];

type CourseImageFieldProps = { course: { id: number; title: string; level: string; imageUrl: string | null } };

/**
 * The course's picture as the site shows it, and the way to upload, replace or remove it. The browser's
 * checks only save a round trip: the server reads the type from the bytes and has the last word.
 */
export function CourseImageField({ course }: CourseImageFieldProps) {
  const inputId = useId();
  const upload = useUploadCourseImage();
  const removal = useRemoveCourseImage();
  const [error, setError] = useState<string | null>(null);
  const isBusy = upload.isPending || removal.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > COURSE_IMAGE_MAX_BYTES) return setError(IMAGE_TOO_LARGE);
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) return setError(IMAGE_NOT_SUPPORTED);
    setError(null);
    upload.mutate(
      { courseId: course.id, file },
      {
        onSuccess: () => toast({ title: "Picture saved", description: `${course.title} shows it on the site.` }),
        onError: (uploadError) => setError(getErrorMessage(uploadError, "The picture could not be uploaded. Please try again.")),
      },
    );
  }

  function removeImage() {
    setError(null);
    removal.mutate(
      { courseId: course.id },
      {
        onSuccess: () => toast({ title: "Picture removed", description: "The course shows its drawn cover again." }),
        onError: (removeError) => setError(getErrorMessage(removeError, "The picture could not be removed. Please try again.")),
      },
    );
  }

  return (
    <div className="space-y-3">
      <CourseCover
        course={course}
        alt={`Picture of the ${course.title} course`}
        className="aspect-video w-full rounded-xl"
        loading="eager"
      />
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES.join(",")}
          className="peer sr-only"
          disabled={isBusy}
          aria-describedby={`${inputId}-hint`}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: "secondary", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2",
            isBusy && "pointer-events-none opacity-60",
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {upload.isPending ? "Uploading..." : course.imageUrl ? "Replace picture" : "Upload picture"}
        </label>
        {course.imageUrl ? (
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={removeImage}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove picture
          </Button>
        ) : null}
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        JPEG, PNG or WebP, up to 5 MB. It is cropped to 16:9 for the course card and page.
      </p>
      <FormAlert message={error} />
    </div>
  );
}
