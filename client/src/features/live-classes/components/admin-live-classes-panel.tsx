import { CalendarClock, Link2, Pencil, Plus, RotateCcw, UserRound, Users, Video, XCircle } from "lucide-react";
import { useState } from "react";
import type { AdminLiveClass } from "@shared/api/live-classes";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useViewerTime } from "@/lib/viewer-time";
import { useCreateLiveClass } from "../api/create-live-class";
import { useAdminLiveClasses } from "../api/get-admin-live-classes";
import { useUpdateLiveClass } from "../api/update-live-class";
import { classEnd, formatClassTime } from "../class-times";
import { FormAlert } from "@/components/ui/form-alert";
import { LiveClassForm } from "./live-class-form";
import { SectionError, SectionLoading } from "@/components/ui/section-status";

type Status = "upcoming" | "ended" | "cancelled";

const STATUS_STYLES: Record<Status, { label: string; tone: BadgeTone }> = {
  upcoming: { label: "Scheduled", tone: "success" },
  ended: { label: "Ended", tone: "muted" },
  cancelled: { label: "Cancelled", tone: "danger" },
};

const statusOf = (liveClass: AdminLiveClass, now: Date): Status =>
  liveClass.isCancelled ? "cancelled" : classEnd(liveClass.startsAt, liveClass.durationMinutes) <= now ? "ended" : "upcoming";

function AdminLiveClassItem({
  liveClass,
  now,
  timeZone,
  onEdit,
  onCancel,
  onRestore,
  isRestoring,
}: {
  liveClass: AdminLiveClass;
  now: Date;
  timeZone: string;
  onEdit: () => void;
  onCancel: () => void;
  onRestore: () => void;
  isRestoring: boolean;
}) {
  const status = statusOf(liveClass, now);
  const isOver = classEnd(liveClass.startsAt, liveClass.durationMinutes) <= now;
  const { day, range, zoneName } = formatClassTime(liveClass, timeZone);
  const forThisClass = (
    <>
      {" "}
      <span className="sr-only">{liveClass.title}</span>
    </>
  );
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_STYLES[status].tone}>{STATUS_STYLES[status].label}</Badge>
          <Badge tone="neutral">{liveClass.level}</Badge>
        </div>
        <h3 className="text-lg font-semibold break-words text-slate-900">{liveClass.title}</h3>
        <dl className="space-y-1.5 text-sm text-slate-600">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span className="sr-only">When</span>
            </dt>
            <dd>
              <time dateTime={liveClass.startsAt}>
                {day}, {range} <span className="whitespace-nowrap">({zoneName})</span>
              </time>
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span className="sr-only">Teacher</span>
            </dt>
            <dd>{liveClass.teacherName}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span className="sr-only">Bookings</span>
            </dt>
            <dd>
              {liveClass.seatsTaken} of {liveClass.capacity} seats booked
            </dd>
          </div>
          <div className="flex min-w-0 items-start gap-2">
            <dt>
              <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span className="sr-only">Join link</span>
            </dt>
            <dd className="min-w-0 break-all">{liveClass.joinUrl}</dd>
          </div>
        </dl>
        {isOver ? null : (
          <div className="mt-auto flex flex-wrap gap-2 pt-1">
            <Button variant="secondary" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit{forThisClass}
            </Button>
            {liveClass.isCancelled ? (
              <Button variant="outline" size="sm" onClick={onRestore} disabled={isRestoring}>
                {isRestoring ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
                Restore class{forThisClass}
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={onCancel} className="text-red-700">
                <XCircle aria-hidden="true" className="size-4" />
                Cancel class{forThisClass}
              </Button>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}

/** The confirmation before a class is cancelled: its booked students are told by their dashboards and by mail. */
function CancelClassDialog({ liveClass, onClose }: { liveClass: AdminLiveClass | null; onClose: () => void }) {
  const update = useUpdateLiveClass();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!liveClass) return;
    setError(null);
    try {
      await update.mutateAsync({ id: liveClass.id, changes: { isCancelled: true } });
    } catch (failure) {
      setError(getErrorMessage(failure, "The class could not be cancelled. Please try again."));
      return;
    }
    toast({
      title: "Class cancelled",
      description: `${liveClass.title} is shown as cancelled to its booked students, and they have been emailed.`,
    });
    close();
  };
  return (
    <Dialog open={liveClass !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this class?</DialogTitle>
          <DialogDescription>
            {liveClass
              ? `${liveClass.title}: nobody can book it any more, and the ${liveClass.seatsTaken} booked ${
                  liveClass.seatsTaken === 1 ? "student sees" : "students see"
                } it as cancelled on their dashboard and ${liveClass.seatsTaken === 1 ? "gets" : "get"} an email saying so.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <FormAlert message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={update.isPending}>
            Keep class
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Spinner className="size-4" /> : null}
            {update.isPending ? "Cancelling..." : "Cancel class"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Admins schedule live classes: every class with its bookings, a form to schedule or edit, cancel and restore. */
export function AdminLiveClassesPanel() {
  const classes = useAdminLiveClasses();
  const create = useCreateLiveClass();
  const update = useUpdateLiveClass();
  const [isScheduling, setIsScheduling] = useState(false);
  const [editing, setEditing] = useState<AdminLiveClass | null>(null);
  const [cancelling, setCancelling] = useState<AdminLiveClass | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const { timeZone } = useViewerTime();
  const now = new Date();

  const restore = async (liveClass: AdminLiveClass) => {
    setRestoringId(liveClass.id);
    try {
      await update.mutateAsync({ id: liveClass.id, changes: { isCancelled: false } });
      toast({
        title: "Class restored",
        description:
          liveClass.seatsTaken > 0
            ? `${liveClass.title} can be booked again. Its booked students have been emailed that it is back on.`
            : `${liveClass.title} can be booked again.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Restoring failed", description: getErrorMessage(error, "Please try again.") });
    } finally {
      setRestoringId(null);
    }
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Times are shown in your time zone, {timeZone.replace(/_/g, " ")}.</p>
        </div>
        <Button onClick={() => setIsScheduling(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Schedule class
        </Button>
      </div>

      {classes.isPending ? (
        <SectionLoading label="Loading live classes..." />
      ) : classes.isError ? (
        <SectionError
          message="The live classes could not be loaded."
          onRetry={() => void classes.refetch()}
          isRetrying={classes.isFetching}
        />
      ) : classes.data.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          <Video aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
          No live classes yet. Schedule the first one with Schedule class.
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {classes.data.map((liveClass) => (
            <AdminLiveClassItem
              key={liveClass.id}
              liveClass={liveClass}
              now={now}
              timeZone={timeZone}
              onEdit={() => setEditing(liveClass)}
              onCancel={() => setCancelling(liveClass)}
              onRestore={() => void restore(liveClass)}
              isRestoring={restoringId === liveClass.id}
            />
          ))}
        </ul>
      )}

      <Dialog open={isScheduling} onOpenChange={setIsScheduling}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Schedule a live class</DialogTitle>
            <DialogDescription>Subscribers see it on their dashboard and can book a seat at once.</DialogDescription>
          </DialogHeader>
          <LiveClassForm
            submitLabel="Schedule class"
            timeZone={timeZone}
            onCancel={() => setIsScheduling(false)}
            onSubmit={async ({ all }) => {
              await create.mutateAsync(all);
              setIsScheduling(false);
              toast({ title: "Class scheduled", description: `${all.title} is open for booking.` });
            }}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit live class</DialogTitle>
            <DialogDescription>Booked students see the changes on their dashboard, and are emailed a new time.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <LiveClassForm
              key={editing.id}
              liveClass={editing}
              submitLabel="Save changes"
              timeZone={timeZone}
              onCancel={() => setEditing(null)}
              onSubmit={async ({ all, changed }) => {
                if (Object.keys(changed).length > 0) await update.mutateAsync({ id: editing.id, changes: changed });
                setEditing(null);
                const isMoved = "startsAt" in changed || "durationMinutes" in changed;
                toast({
                  title: "Class saved",
                  description:
                    isMoved && editing.seatsTaken > 0
                      ? `${all.title} is up to date. Its booked students have been emailed the new time.`
                      : `${all.title} is up to date.`,
                });
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <CancelClassDialog liveClass={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}
