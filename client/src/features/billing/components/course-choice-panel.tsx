import { format, isValid, parseISO } from "date-fns";
import { BookOpenCheck, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import type { MySubscription } from "@shared/api/billing";
import { isTeflCourse } from "@shared/api/course-choice";
import { useChooseCourse, useMyPlanForCourses } from "../api/choose-course";

type Course = { id: number; title: string; level: string };

const dayMonth = (iso: string) => {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "d MMM") : "-";
};

/** A plan that opens courses now; the server decides finally (see course-choice.service.ts). */
const hasCourseAccess = (subscription: MySubscription | null | undefined): subscription is MySubscription =>
  subscription?.plan.audience === "adult" &&
  (subscription.displayStatus === "active" || subscription.displayStatus === "past_due" || subscription.displayStatus === "ending");

function Note({ children, tone = "brand" }: { children: ReactNode; tone?: "brand" | "slate" }) {
  return (
    <section
      aria-label="Your plan and this course"
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
  const choose = useChooseCourse();
  const confirm = () =>
    choose.mutate(
      { courseId: course.id },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: "Course Chosen", description: `“${course.title}” is now your course.` });
        },
        onError: (error) => {
          // Closed first: an open modal hides the toast from screen readers.
          setOpen(false);
          toast({ variant: "destructive", title: "Course Not Changed", description: getErrorMessage(error, "Please try again.") });
        },
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="sm">Choose this course</Button>}
      title={`Choose “${course.title}” as your course?`}
      description={
        currentTitle
          ? `“${currentTitle}” will close: its lessons stay locked until you choose it again, and your progress in it is kept. You can change your course once each billing period.`
          : "Your plan opens one course. You can change it once each billing period."
      }
      confirmLabel="Yes, choose this course"
      busyLabel="Choosing..."
      dismissLabel="Keep my course"
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
  const query = useMyPlanForCourses({ enabled: user !== null && !user.isAdmin });
  const subscription = query.data?.subscription;
  if (!user || user.isAdmin || !hasCourseAccess(subscription)) return null;

  const rule = subscription.plan.courseAccess ?? "all_courses";
  if (rule !== "all_courses" && isTeflCourse(course.level))
    return (
      <Note tone="slate">
        <p className="flex items-start gap-2">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          The TEFL courses come with the Premium plan. Your {subscription.plan.name} plan does not open this course.
        </p>
        <Link href="/pricing" className="inline-block rounded font-semibold text-brand-700 hover:text-brand-900">
          Compare plans
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
          This is your course: your {subscription.plan.name} plan opens it.
        </p>
      </Note>
    );
  if (!chosen)
    return (
      <Note>
        <p>Your {subscription.plan.name} plan opens one course of your choice. Enrolling in this course makes it yours.</p>
        <ChooseThisCourse course={course} currentTitle={null} />
      </Note>
    );
  return (
    <Note tone="slate">
      <p className="break-words">
        Your {subscription.plan.name} plan opens one course: <span className="font-semibold">{chosen.title}</span>.
      </p>
      {changeableFrom ? (
        <p>You chose it in this billing period. You can change your course from {dayMonth(changeableFrom)}.</p>
      ) : (
        <ChooseThisCourse course={course} currentTitle={chosen.title} />
      )}
    </Note>
  );
}
