import { format, isValid, parseISO } from "date-fns";
import { BookOpenCheck, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import type { MySubscription } from "@shared/api/billing";
import { isTeflCourse } from "@shared/api/course-choice";
import { INTL_TAG, type AnyLocale } from "@shared/i18n/locales";
import { useChooseCourse, useMyPlanForCourses } from "../api/choose-course";

type Course = { id: number; title: string; level: string };

/** "21 Dec" in English, as before; the day and short month in the reader's own form otherwise. */
const dayMonth = (iso: string, locale: AnyLocale) => {
  const date = parseISO(iso);
  if (!isValid(date)) return "-";
  if (locale === "en" || locale === "pseudo") return format(date, "d MMM");
  return new Intl.DateTimeFormat(INTL_TAG[locale], { day: "numeric", month: "short" }).format(date);
};

/** A plan that opens courses now; the server decides finally (see course-choice.service.ts). */
const hasCourseAccess = (subscription: MySubscription | null | undefined): subscription is MySubscription =>
  subscription?.plan.audience === "adult" &&
  (subscription.displayStatus === "active" || subscription.displayStatus === "past_due" || subscription.displayStatus === "ending");

function Note({ children, tone = "brand" }: { children: ReactNode; tone?: "brand" | "slate" }) {
  const { t } = useT();
  return (
    <section
      aria-label={t("billing.courseChoice.regionLabel")}
      className={
        tone === "brand"
          ? "space-y-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-sm text-brand-950"
          : "space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-800"
      }
    >
      {children}
    </section>
  );
}

function ChooseThisCourse({ course, currentTitle }: { course: Course; currentTitle: string | null }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const choose = useChooseCourse();
  const confirm = () =>
    choose.mutate(
      { courseId: course.id },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: t("billing.courseChoice.chosenToastTitle"),
            description: t("billing.courseChoice.chosenToastDescription", { title: course.title }),
          });
        },
        onError: (error) => {
          // Closed first: an open modal hides the toast from screen readers.
          setOpen(false);
          toast({
            variant: "destructive",
            title: t("billing.courseChoice.notChangedToastTitle"),
            description: getErrorMessage(error, t("billing.courseChoice.tryAgain")),
          });
        },
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="sm">{t("billing.courseChoice.choose")}</Button>}
      title={t("billing.courseChoice.confirmTitle", { title: course.title })}
      description={currentTitle ? t("billing.courseChoice.confirmSwitch", { title: currentTitle }) : t("billing.courseChoice.confirmFirst")}
      confirmLabel={t("billing.courseChoice.confirm")}
      busyLabel={t("billing.courseChoice.choosing")}
      dismissLabel={t("billing.courseChoice.keep")}
      isBusy={choose.isPending}
      onConfirm={confirm}
    />
  );
}

/**
 * What the student's plan says about this course: on Basic, whether it is their one course (or a way to
 * choose it); on Basic and Standard, that the TEFL courses come with Premium. Nothing for anyone else.
 */
export function CourseChoicePanel({ course }: { course: Course }) {
  const { user } = useAuth();
  const { t, locale } = useT();
  const query = useMyPlanForCourses({ enabled: user !== null && !user.isAdmin });
  const subscription = query.data?.subscription;
  if (!user || user.isAdmin || !hasCourseAccess(subscription)) return null;
  const plan = subscription.plan.name;

  const rule = subscription.plan.courseAccess ?? "all_courses";
  if (rule !== "all_courses" && isTeflCourse(course.level))
    return (
      <Note tone="slate">
        <p className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("billing.courseChoice.teflNeedsPremium", { plan })}
        </p>
        <Link href="/pricing" className="inline-block rounded font-semibold text-brand-700 hover:text-brand-900">
          {t("billing.courseChoice.comparePlans")}
        </Link>
      </Note>
    );
  if (rule !== "one_course" || !subscription.courseChoice) return null;

  const { course: chosen, changeableFrom } = subscription.courseChoice;
  if (chosen?.id === course.id)
    return (
      <Note>
        <p className="flex items-start gap-2 font-semibold">
          <BookOpenCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("billing.courseChoice.isYourCourse", { plan })}
        </p>
      </Note>
    );
  if (!chosen)
    return (
      <Note>
        <p>{t("billing.courseChoice.noneChosen", { plan })}</p>
        <ChooseThisCourse course={course} currentTitle={null} />
      </Note>
    );
  return (
    <Note tone="slate">
      <p className="break-words">
        <Trans
          id="billing.courseChoice.otherChosen"
          values={{ plan, title: chosen.title }}
          components={[<span className="font-semibold" />]}
        />
      </p>
      {changeableFrom ? (
        <p>{t("billing.courseChoice.changeableFrom", { date: dayMonth(changeableFrom, locale) })}</p>
      ) : (
        <ChooseThisCourse course={course} currentTitle={chosen.title} />
      )}
    </Note>
  );
}
