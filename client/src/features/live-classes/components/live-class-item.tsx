import { CalendarClock, CalendarPlus, CheckCircle2, UserRound, Users, Video } from "lucide-react";
import type { LiveClass } from "@shared/api/live-classes";
import { JOIN_OPENS_MINUTES_BEFORE } from "@shared/api/live-classes";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { liveClassCalendarUrl } from "../api/live-class-calendar";
import { formatClassTime } from "../class-times";

type LiveClassItemProps = {
  liveClass: LiveClass;
  timeZone: string;
  onBook: () => void;
  onCancelBooking: () => void;
  /** A booking or its cancellation of this class is on its way. */
  isBusy: boolean;
};

function SeatsLine({ liveClass }: { liveClass: LiveClass }) {
  const { t } = useT();
  if (liveClass.isCancelled) return <p className="text-sm font-medium text-red-700">{t("live.item.cancelled")}</p>;
  const seatsLeft = Math.max(liveClass.capacity - liveClass.seatsTaken, 0);
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Users aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
      {seatsLeft === 0 ? t("live.item.noSeatsLeft") : t("live.item.seatsLeft", { seatsLeft, capacity: liveClass.capacity })}
    </p>
  );
}

/** One class: when (in the student's zone), who teaches it, the seats, and what the student can do. */
export function LiveClassItem({ liveClass, timeZone, onBook, onCancelBooking, isBusy }: LiveClassItemProps) {
  const { t, locale } = useT();
  const { day, range, zoneName } = formatClassTime(liveClass, timeZone, locale);
  // Several classes each have a Book button: the title (for screen readers only) tells them apart.
  const forThisClass = (
    <>
      {" "}
      <span className="sr-only" lang="en">
        {liveClass.title}
      </span>
    </>
  );

  let actions;
  if (liveClass.isCancelled) {
    actions = (
      <Button variant="outline" size="sm" onClick={onCancelBooking} disabled={isBusy}>
        {isBusy ? <Spinner className="size-4" /> : null}
        {t("live.item.remove")}
        {forThisClass}
      </Button>
    );
  } else if (liveClass.isBooked) {
    actions = (
      <>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t("live.item.booked")}
        </span>
        {liveClass.joinUrl ? (
          <a
            href={liveClass.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "accent", size: "sm" })}
          >
            <Video aria-hidden="true" className="size-4" />
            {t("live.item.join")}
            {forThisClass} <span className="sr-only">{t("live.item.opensInNewTab")}</span>
          </a>
        ) : null}
        <a href={liveClassCalendarUrl(liveClass.id)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t("live.item.addToCalendar")}
          {forThisClass}
        </a>
        <Button variant="ghost" size="sm" onClick={onCancelBooking} disabled={isBusy}>
          {isBusy ? <Spinner className="size-4" /> : null}
          {t("live.item.cancelBooking")}
          {forThisClass}
        </Button>
      </>
    );
  } else if (liveClass.isFull) {
    actions = (
      <Button variant="outline" size="sm" disabled>
        {t("live.item.full")}
        {forThisClass}
      </Button>
    );
  } else {
    actions = (
      <Button size="sm" onClick={onBook} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? <Spinner className="size-4" /> : null}
        {isBusy ? t("live.item.booking") : t("live.item.book")}
        {forThisClass}
      </Button>
    );
  }

  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* Staff write class titles in English, the language taught; the level is a code. */}
        <h3 className="min-w-0 font-semibold break-words text-slate-900" lang="en">
          {liveClass.title}
        </h3>
        <span className="rounded-full bg-accent-400/20 px-2 py-0.5 text-xs font-semibold text-brand-900" translate="no">
          {liveClass.level}
        </span>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        <span translate="no">{liveClass.teacherName}</span>
      </p>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <time dateTime={liveClass.startsAt}>
          {day}, {range} <span className="whitespace-nowrap">({zoneName})</span>
        </time>
      </p>
      <SeatsLine liveClass={liveClass} />
      {liveClass.isBooked && !liveClass.isCancelled && !liveClass.joinUrl ? (
        <p className="text-xs text-slate-600">{t("live.item.joinLinkSoon", { minutes: JOIN_OPENS_MINUTES_BEFORE })}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 pt-1">{actions}</div>
    </li>
  );
}
