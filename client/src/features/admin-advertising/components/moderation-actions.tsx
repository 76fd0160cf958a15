import { useState } from "react";
import { takeDownAdSchema, type AdminAdvertisement } from "@shared/api/advertising";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { formatRand } from "@/lib/format-rand";
import { useModerateAdvertisement, type ModerationAction } from "../api/moderate-advertisement";

const hasEnded = (ad: AdminAdvertisement) => ad.endDate !== null && new Date(ad.endDate).getTime() <= Date.now();

/** Pause or resume, and take down, for an approved ad that has not been taken down. */
export function ModerationActions({ ad }: { ad: AdminAdvertisement }) {
  if (ad.status !== "approved" || ad.takenDownAt) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {ad.pausedAt ? <PauseButton ad={ad} action="resume" /> : hasEnded(ad) ? null : <PauseButton ad={ad} action="pause" />}
      <TakeDownButton ad={ad} />
    </div>
  );
}

const notSaved = (error: unknown) =>
  toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The change could not be saved.") });

function PauseButton({ ad, action }: { ad: AdminAdvertisement; action: "pause" | "resume" }) {
  const [isOpen, setIsOpen] = useState(false);
  const moderate = useModerateAdvertisement();
  const isPause = action === "pause";
  const confirm = () =>
    moderate.mutate({ id: ad.id, action } satisfies ModerationAction, {
      onSuccess: () => {
        setIsOpen(false);
        toast({
          title: isPause ? "Advertisement Paused" : "Advertisement Resumed",
          description: isPause ? `${ad.title} is not shown until you resume it.` : `${ad.title} is shown again.`,
        });
      },
      onError: notSaved,
    });
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button size="sm" variant="outline" aria-label={`${isPause ? "Pause" : "Resume"} ${ad.title}`}>
          {isPause ? "Pause" : "Resume"}
        </Button>
      }
      title={isPause ? "Pause this advertisement?" : "Resume this advertisement?"}
      description={
        isPause
          ? `${ad.title} stops being shown now. The advertiser is told, and the paused days are added to the campaign when it resumes.`
          : `${ad.title} is shown again, and its campaign ends later by the time it was paused.`
      }
      confirmLabel={isPause ? "Pause" : "Resume"}
      busyLabel={isPause ? "Pausing..." : "Resuming..."}
      dismissLabel="Cancel"
      isBusy={moderate.isPending}
      onConfirm={confirm}
    />
  );
}

function TakeDownButton({ ad }: { ad: AdminAdvertisement }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const moderate = useModerateAdvertisement();
  const isPaid = ad.paymentStatus === "paid";
  const confirm = () => {
    const parsed = takeDownAdSchema.safeParse({ reason, refund: isPaid && refund });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    moderate.mutate(
      { id: ad.id, action: "take-down", input: parsed.data },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast({
            title: "Advertisement Taken Down",
            description: parsed.data.refund ? "The payment is being refunded." : `${ad.title} will not be shown again.`,
          });
        },
        onError: notSaved,
      },
    );
  };
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button size="sm" variant="destructive" aria-label={`Take down ${ad.title}`}>
          Take down
        </Button>
      }
      title="Take this advertisement down?"
      description={`${ad.title} stops now and cannot run again. The advertiser is mailed the reason you give.`}
      confirmLabel="Take down"
      busyLabel="Taking down..."
      confirmVariant="destructive"
      dismissLabel="Cancel"
      isBusy={moderate.isPending}
      onConfirm={confirm}
    >
      <div className="space-y-4">
        <TextAreaField
          id={`takedown-reason-${ad.id}`}
          label="Reason (sent to the advertiser)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
          rows={3}
          maxLength={500}
        />
        {isPaid ? (
          <CheckboxField
            id={`takedown-refund-${ad.id}`}
            label={`Refund the payment in full (${formatRand(ad.price, { decimals: true })})`}
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
