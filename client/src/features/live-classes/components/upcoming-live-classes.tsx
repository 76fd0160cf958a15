import { Video } from "lucide-react";
import { useEffect, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { useBookLiveClass } from "../api/book-live-class";
import { useCancelLiveClassBooking } from "../api/cancel-live-class-booking";
import { useLiveClasses } from "../api/get-live-classes";
import { msUntilNextChange, usableTimeZone } from "../class-times";
import { LiveClassItem } from "./live-class-item";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { ViewPlansPrompt } from "./view-plans-prompt";

/** The server's 401 (signed out) and 403 (no plan that includes live classes) mean: show the plans. */
const hasNoAccess = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Upcoming live classes for subscribers, in the student's own time zone (the profile's), with Book,
 * Booked (and cancel), Class full, the join link once it opens, and a calendar file. Everyone else is
 * shown the way to the plans: at once when the screen already knows there is no plan (`planAccess` "no").
 */
export function UpcomingLiveClasses({ planAccess = "yes" }: { planAccess?: "yes" | "no" | "loading" }) {
  const { t } = useT();
  const { user } = useAuth();
  const classes = useLiveClasses({ enabled: planAccess === "yes" });
  const book = useBookLiveClass();
  const cancelBooking = useCancelLiveClassBooking();
  const [busyId, setBusyId] = useState<number | null>(null);
  const timeZone = usableTimeZone(user?.timeZone);
  const { data, refetch } = classes;

  // The join link opens and classes end by the clock alone: read the list again at the next such moment.
  useEffect(() => {
    if (!data) return;
    const delay = msUntilNextChange(data, new Date());
    if (delay === undefined) return;
    const timer = setTimeout(() => void refetch(), delay + 1_000);
    return () => clearTimeout(timer);
  }, [data, refetch]);

  const run = async (
    liveClassId: number,
    action: () => Promise<unknown>,
    success: { title: string; description: string },
    failure: string,
  ) => {
    setBusyId(liveClassId);
    try {
      await action();
      toast(success);
    } catch (error) {
      toast({ variant: "destructive", title: failure, description: getErrorMessage(error, t("live.upcoming.tryAgain")) });
    } finally {
      setBusyId(null);
    }
  };

  let content;
  if (planAccess === "no") content = <ViewPlansPrompt />;
  else if (planAccess === "loading" || classes.isPending) content = <SectionLoading label={t("live.upcoming.loading")} />;
  else if (classes.isError && hasNoAccess(classes.error)) content = <ViewPlansPrompt />;
  else if (classes.isError)
    content = <SectionError message={t("live.upcoming.loadError")} onRetry={() => void refetch()} isRetrying={classes.isFetching} />;
  else if (classes.data.length === 0) content = <p className="text-sm text-slate-600">{t("live.upcoming.none")}</p>;
  else
    content = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          <Trans
            id="live.upcoming.timeZone"
            values={{ timeZone: timeZone.replace(/_/g, " ") }}
            components={[<span className="font-medium text-slate-800" />]}
          />
        </p>
        <ul className="space-y-3">
          {classes.data.map((liveClass) => (
            <LiveClassItem
              key={liveClass.id}
              liveClass={liveClass}
              timeZone={timeZone}
              isBusy={busyId === liveClass.id}
              onBook={() =>
                void run(
                  liveClass.id,
                  () => book.mutateAsync(liveClass.id),
                  {
                    title: t("live.upcoming.bookedTitle"),
                    description: t("live.upcoming.bookedText", { title: liveClass.title }),
                  },
                  t("live.upcoming.bookingFailed"),
                )
              }
              onCancelBooking={() =>
                void run(
                  liveClass.id,
                  () => cancelBooking.mutateAsync(liveClass.id),
                  liveClass.isCancelled
                    ? { title: t("live.upcoming.removedTitle"), description: t("live.upcoming.removedText", { title: liveClass.title }) }
                    : {
                        title: t("live.upcoming.cancelledTitle"),
                        description: t("live.upcoming.cancelledText", { title: liveClass.title }),
                      },
                  t("live.upcoming.cancellingFailed"),
                )
              }
            />
          ))}
        </ul>
      </div>
    );

  return (
    <Card className="h-fit min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Video aria-hidden="true" className="size-5 text-brand-600" />
          {t("live.upcoming.title")}
        </CardTitle>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
