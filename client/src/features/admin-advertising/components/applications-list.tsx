import { useState } from "react";
import { BULK_REJECT_LIMIT } from "@shared/api/admin-advertising";
import type { AdminAdvertisement, AdPaymentStatus, AdStatus } from "@shared/api/advertising";
import { AD_PLACEMENT_LABELS } from "@shared/constants";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { formatRand } from "@/lib/format-rand";
import { useAdvertisements } from "../api/get-advertisements";
import { useReviewAdvertisement, type ReviewDecision } from "../api/review-advertisement";
import { BulkRejectBar } from "./bulk-reject-bar";
import { ModerationActions } from "./moderation-actions";
import { ReviewMedia } from "./review-media";
import { approvalBlocker, approvalOutcome } from "./review-outcome";

const STATUS_TONES: Record<AdStatus, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };
const PAYMENT_TONES: Record<AdPaymentStatus, BadgeTone> = {
  unpaid: "neutral",
  pending: "info",
  paid: "success",
  refund_pending: "warning",
  refunded: "muted",
};
const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-ZA", { day: "numeric", month: "short", year: "numeric" });

/** What a bulk rejection takes: an application still pending whose advertiser has not started paying. */
const isBulkRejectable = (ad: AdminAdvertisement) => ad.status === "pending" && ad.paymentStatus === "unpaid";

type Selection = { isSelected: boolean; isDisabled: boolean; onToggle: () => void };

/** The Applications list: every ad with its details; Approve and Reject while it is pending, and a bulk Reject for spam. */
export function ApplicationsList() {
  const ads = useAdvertisements();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  if (ads.isPending) return <SectionLoading label="Loading advertisements..." />;
  if (ads.isError)
    return (
      <SectionError message="The advertisements could not be loaded." onRetry={() => void ads.refetch()} isRetrying={ads.isFetching} />
    );
  if (ads.data.advertisements.length === 0) return <Card className="p-8 text-center text-slate-600">No advertisements yet.</Card>;
  const rejectable = ads.data.advertisements.filter(isBulkRejectable).map((ad) => ad.id);
  // A choice the refreshed list no longer offers (reviewed, paid meanwhile) drops out by itself.
  const selected = rejectable.filter((id) => chosen.has(id));
  const selectionOf = (ad: AdminAdvertisement): Selection | undefined => {
    if (!isBulkRejectable(ad)) return undefined;
    const isSelected = chosen.has(ad.id);
    return {
      isSelected,
      isDisabled: !isSelected && selected.length >= BULK_REJECT_LIMIT,
      onToggle: () => setChosen(new Set(isSelected ? selected.filter((id) => id !== ad.id) : [...selected, ad.id])),
    };
  };
  return (
    <div className="space-y-4">
      <BulkRejectBar rejectable={rejectable} selected={selected} onSelect={setChosen} />
      <ul className="space-y-4" aria-label="Advertisements">
        {ads.data.advertisements.map((ad) => (
          <li key={ad.id}>
            <Application ad={ad} selection={selectionOf(ad)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Application({ ad, selection }: { ad: AdminAdvertisement; selection: Selection | undefined }) {
  const { t } = useT();
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center gap-2">
        {selection ? (
          <Checkbox
            checked={selection.isSelected}
            disabled={selection.isDisabled}
            onChange={selection.onToggle}
            aria-label={t("common.adminAds.selectAd", { title: ad.title })}
          />
        ) : null}
        <Badge tone={STATUS_TONES[ad.status]} className="capitalize">
          {ad.status}
        </Badge>
        <Badge tone={PAYMENT_TONES[ad.paymentStatus]}>{ad.paymentStatus.replace("_", " ")}</Badge>
        {ad.takenDownAt ? <Badge tone="danger">Taken down</Badge> : ad.pausedAt ? <Badge tone="warning">Paused</Badge> : null}
        <span className="text-xs text-slate-600">Submitted {formatDate(ad.createdAt)}</span>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold wrap-anywhere text-slate-900">{ad.title}</h3>
          <p className="text-sm wrap-anywhere text-slate-700">{ad.companyName}</p>
          <p className="text-sm wrap-anywhere text-slate-600">{ad.description}</p>
          <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer" className="text-sm break-all text-brand-700 underline">
            {ad.linkUrl}
          </a>
        </div>
      </div>
      <ReviewMedia ad={ad} />
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Placement</dt>
          <dd className="text-slate-900">{AD_PLACEMENT_LABELS[ad.placementArea]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Price</dt>
          <dd className="text-slate-900">
            {formatRand(ad.price, { decimals: true })} for {ad.duration} days
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Contact</dt>
          <dd className="break-all text-slate-900">
            {ad.contactName ?? "—"} · <a href={`mailto:${ad.contactEmail}`}>{ad.contactEmail}</a>
            {ad.phone ? ` · ${ad.phone}` : ""}
          </dd>
        </div>
        {ad.startDate && ad.endDate ? (
          <div className="sm:col-span-3">
            <dt className="text-slate-600">Campaign</dt>
            <dd className="text-slate-900">
              {formatDate(ad.startDate)} to {formatDate(ad.endDate)} ·{" "}
              {t("common.adminAds.campaignCounts", { impressions: ad.impressions, clicks: ad.clicks })}
            </dd>
          </div>
        ) : null}
      </dl>
      {ad.takenDownAt ? (
        <p className="text-sm wrap-anywhere text-slate-700">
          Taken down {formatDate(ad.takenDownAt)}: {ad.takedownReason}
        </p>
      ) : null}
      {ad.status === "pending" ? (
        <div className="space-y-2">
          {approvalBlocker(ad) ? (
            <p id={`approval-blocked-${ad.id}`} className="text-sm break-words text-red-700">
              {approvalBlocker(ad)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ReviewButton ad={ad} decision="approve" />
            <ReviewButton ad={ad} decision="reject" />
          </div>
        </div>
      ) : (
        <ModerationActions ad={ad} />
      )}
    </Card>
  );
}

function ReviewButton({ ad, decision }: { ad: AdminAdvertisement; decision: ReviewDecision }) {
  const [isOpen, setIsOpen] = useState(false);
  const review = useReviewAdvertisement();
  const isApprove = decision === "approve";
  const isBlocked = isApprove && approvalBlocker(ad) !== null;
  // mutateAsync: the toast must not depend on this button, which the refreshed list removes once the ad
  // is no longer pending (a mutate() callback would be dropped with it).
  const confirm = async () => {
    let reviewed: AdminAdvertisement;
    try {
      reviewed = await review.mutateAsync({ id: ad.id, decision });
    } catch (error) {
      toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The decision could not be saved.") });
      return;
    }
    setIsOpen(false);
    toast(
      isApprove
        ? { title: "Advertisement Approved", description: approvalOutcome(reviewed) }
        : {
            title: "Advertisement Rejected",
            description: ad.paymentStatus === "paid" ? "The payment is being refunded." : `${ad.title} will not run.`,
          },
    );
  };
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button
          size="sm"
          variant={isApprove ? "primary" : "outline"}
          aria-label={`${isApprove ? "Approve" : "Reject"} ${ad.title}`}
          disabled={isBlocked}
          aria-describedby={isBlocked ? `approval-blocked-${ad.id}` : undefined}
        >
          {isApprove ? "Approve" : "Reject"}
        </Button>
      }
      title={isApprove ? "Approve this advertisement?" : "Reject this advertisement?"}
      description={
        isApprove
          ? ad.paymentStatus === "paid"
            ? `${ad.title} by ${ad.companyName} is paid: it goes live now, for ${ad.duration} days.`
            : `${ad.title} by ${ad.companyName} will run for ${ad.duration} days once it is paid.`
          : ad.paymentStatus === "paid"
            ? `${ad.title} will not run, and its payment of ${formatRand(ad.price, { decimals: true })} will be refunded.`
            : `${ad.title} will not run.`
      }
      confirmLabel={isApprove ? "Approve" : "Reject"}
      busyLabel={isApprove ? "Approving..." : "Rejecting..."}
      confirmVariant={isApprove ? "primary" : "destructive"}
      dismissLabel="Cancel"
      isBusy={review.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
