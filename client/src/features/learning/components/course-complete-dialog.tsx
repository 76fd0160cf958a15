import { ArrowRight, Award, LibraryBig, Trophy } from "lucide-react";
import { Link } from "wouter";
import type { ExerciseResultResponse } from "@shared/api/learning";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { translateContent } from "@/i18n/content-text";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { useNextCourse } from "../api/get-next-course";

type CourseCompleteDialogProps = {
  courseId: number;
  /** The certificate the finishing result earned; the dialog is open while it is set. */
  certificate: NonNullable<ExerciseResultResponse["certificate"]> | null;
  onClose: () => void;
};

/** The moment a course is finished: the certificate, and where to go next. */
export function CourseCompleteDialog({ courseId, certificate, onClose }: CourseCompleteDialogProps) {
  const { t } = useT();
  const isOpen = certificate !== null;
  const nextCourse = useNextCourse(courseId, { enabled: isOpen });
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {certificate ? (
          <>
            <DialogHeader className="items-center text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-400/20 text-accent-600">
                <Trophy aria-hidden="true" className="size-8" />
              </span>
              <DialogTitle>{t("learning.courseComplete.title")}</DialogTitle>
              <DialogDescription>
                {certificate.grade === null
                  ? t("learning.courseComplete.descriptionCompletion", {
                      course: certificate.courseName,
                      number: certificate.certificateNumber,
                    })
                  : t("learning.courseComplete.description", {
                      course: certificate.courseName,
                      grade: translateContent(certificate.grade).text,
                      number: certificate.certificateNumber,
                    })}
              </DialogDescription>
            </DialogHeader>
            {nextCourse.data ? (
              <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
                <Trans
                  id="learning.courseComplete.nextStep"
                  values={{ title: nextCourse.data.title, level: nextCourse.data.level }}
                  components={[<span className="font-semibold" />]}
                />
              </p>
            ) : null}
            <DialogFooter className="mt-6 flex-col gap-3 sm:flex-row sm:justify-center">
              <Link href="/certificates" className={buttonClasses({ variant: "accent", size: "lg" })}>
                <Award aria-hidden="true" className="size-5" />
                {t("learning.viewCertificate")}
              </Link>
              {nextCourse.data ? (
                <Link href={`/courses/${nextCourse.data.id}`} className={buttonClasses({ variant: "outline", size: "lg" })}>
                  {t("learning.courseComplete.nextCourse")}
                  <ArrowRight aria-hidden="true" className="size-5" />
                  <span className="sr-only">: {nextCourse.data.title}</span>
                </Link>
              ) : (
                <Link href="/courses" className={buttonClasses({ variant: "outline", size: "lg" })}>
                  <LibraryBig aria-hidden="true" className="size-5" />
                  {t("learning.courseComplete.browseCourses")}
                </Link>
              )}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
