import { addMinutes, format } from "date-fns";
import { CalendarClock, UserRound, Video } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useMyProgress } from "../api/get-my-progress";
import { getNextClassStart, SAMPLE_LIVE_CLASSES, type LiveClass } from "../live-classes";
import { SectionError, SectionLoading } from "./section-status";

function LiveClassItem({ liveClass, now }: { liveClass: LiveClass; now: Date }) {
  // date-fns formats in the browser's time zone, so each student reads their own local time.
  const start = getNextClassStart(liveClass, now);
  const end = addMinutes(start, liveClass.durationMinutes);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{liveClass.title}</h3>
        <span className="rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-semibold text-brand-900">{liveClass.level}</span>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {liveClass.teacher}
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <time dateTime={start.toISOString()}>
          {format(start, "EEEE, MMM d")}, {format(start, "h:mm a")} - {format(end, "h:mm a")}{" "}
          <span className="whitespace-nowrap text-slate-600">({format(start, "O")})</span>
        </time>
      </p>
    </li>
  );
}

function ViewPlansPrompt() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Live classes with our teachers come with a subscription. Choose a plan to join them.</p>
      <Link href="/pricing" className={buttonClasses({ className: "w-full" })}>
        View Plans
      </Link>
    </div>
  );
}

/** Live classes are for subscribers; everyone else is shown the way to the plans. */
export function UpcomingLiveClasses() {
  const progress = useMyProgress();
  // Read once: the times must not jump between renders.
  const [now] = useState(() => new Date());

  let content;
  if (progress.isPending) content = <SectionLoading label="Loading live classes..." />;
  else if (progress.isError)
    content = (
      <SectionError
        message="We couldn't load your live classes."
        onRetry={() => void progress.refetch()}
        isRetrying={progress.isFetching}
      />
    );
  else if (progress.data.subscription)
    content = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">Times are shown in your time zone.</p>
        <ul className="space-y-3">
          {SAMPLE_LIVE_CLASSES.map((liveClass) => (
            <LiveClassItem key={liveClass.id} liveClass={liveClass} now={now} />
          ))}
        </ul>
      </div>
    );
  else content = <ViewPlansPrompt />;

  return (
    <Card className="h-fit min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Video aria-hidden="true" className="size-5 text-brand-600" />
          Upcoming Live Classes
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
