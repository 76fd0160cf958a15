import { MessageSquareHeart } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

const { claims } = COLLEGE_PROFILE;

export function FeedbackBlock() {
  return (
    <div className="flex h-full flex-col rounded-3xl bg-brand-50 p-6 sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <MessageSquareHeart aria-hidden="true" className="size-5 text-brand-600" />
        Tell us what you think
      </h3>
      <p className="mt-2 text-slate-600">
        Ideas for new lessons, a problem on the site or a question about a course: your feedback shapes what we build next.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        <div className="flex flex-col rounded-2xl bg-white p-4">
          <dt className="order-last text-sm text-slate-600">pieces of feedback received</dt>
          <dd className="text-2xl font-bold text-brand-800">{claims.feedbackReceived}</dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-white p-4">
          <dt className="order-last text-sm text-slate-600">of reported issues resolved</dt>
          <dd className="text-2xl font-bold text-brand-800">{claims.issuesResolved}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-6">
        <Link href="/feedback" className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
          Share Your Feedback
        </Link>
      </div>
    </div>
  );
}
