import { Clock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "@/i18n/use-t";

const secondsUntil = (endsAt: string) => Math.max(0, Math.ceil((Date.parse(endsAt) - Date.now()) / 1000));

const asClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The time left before the server ends the test, counted down from its `endsAt` (so a reload or a slow
 * answer cannot reset it). At zero `onExpired` asks the server, which ends the test on that read.
 */
export function TimeLeft({ endsAt, onExpired }: { endsAt: string; onExpired: () => void }) {
  const { t } = useT();
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;

  useEffect(() => {
    setSeconds(secondsUntil(endsAt));
    const timer = window.setInterval(() => {
      const left = secondsUntil(endsAt);
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(timer);
        expiredRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  // role="timer" is not announced on every tick; the visible label says what the figure is.
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <Clock aria-hidden="true" className="size-4" />
      <span>{t("assessment.timeLeft")}</span>
      <span role="timer" className="font-semibold text-slate-900 tabular-nums">
        {asClock(seconds)}
      </span>
    </p>
  );
}
