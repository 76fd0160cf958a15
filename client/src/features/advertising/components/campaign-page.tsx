import type { AdPaymentStatus, AdStatus, CampaignView } from "@shared/api/advertising";
import { PAYMENT_SESSION_ERROR } from "@shared/api/advertising";
import { AD_PLACEMENT_LABELS } from "@shared/constants";
import { Link } from "wouter";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatRand } from "@/lib/format-rand";
import { useCreateAdPayment } from "../api/create-ad-payment";
import { useCampaign } from "../api/get-campaign";
import { CampaignChart } from "./campaign-chart";

const STATUS: Record<AdStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending review", tone: "warning" },
  approved: { label: "Approved", tone: "success" },
  rejected: { label: "Rejected", tone: "danger" },
};
const PAYMENT: Record<AdPaymentStatus, { label: string; tone: BadgeTone }> = {
  unpaid: { label: "Unpaid", tone: "neutral" },
  pending: { label: "Payment pending", tone: "info" },
  paid: { label: "Paid", tone: "success" },
  refund_pending: { label: "Refund pending", tone: "warning" },
  refunded: { label: "Refunded", tone: "muted" },
};

const formatDate = (iso: string) => new Date(iso).toLocaleDateString("en-ZA", { day: "numeric", month: "long", year: "numeric" });

/** The advertiser's private campaign page; `payment` is Yoco's return (success, cancelled, failed). */
export function CampaignPage({
  token,
  payment,
  goTo = (url) => window.location.assign(url),
}: {
  token: string;
  payment: string | null;
  goTo?: (url: string) => void;
}) {
  const campaign = useCampaign(token, payment === "success");
  const pay = useCreateAdPayment();
  if (campaign.isPending) return <SectionLoading label="Loading your campaign..." />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404)
      return (
        <Card className="space-y-3 p-8 text-center">
          <h2 className="text-xl font-semibold text-slate-900">Campaign not found</h2>
          <p className="text-slate-600">Check the link in your email, or start a new campaign.</p>
          <Link href="/advertising" className="font-medium text-brand-700 underline">
            Advertise with us
          </Link>
        </Card>
      );
    return (
      <SectionError message="Your campaign could not be loaded." onRetry={() => void campaign.refetch()} isRetrying={campaign.isFetching} />
    );
  }
  const view: CampaignView = campaign.data;
  const canPay =
    view.status !== "rejected" &&
    !view.takenDownAt &&
    (view.paymentStatus === "unpaid" || (view.paymentStatus === "pending" && payment !== "success"));
  const payNow = () =>
    pay.mutate(
      { advertisementId: view.id, campaignToken: token },
      {
        onSuccess: ({ checkoutUrl }) =>
          checkoutUrl ? goTo(checkoutUrl) : toast({ variant: "destructive", title: "Payment Error", description: PAYMENT_SESSION_ERROR }),
        onError: () => toast({ variant: "destructive", title: "Payment Error", description: PAYMENT_SESSION_ERROR }),
      },
    );
  return (
    <div className="space-y-6">
      {payment === "success" ? (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
          {view.paymentStatus === "paid" ? "Payment received. Thank you!" : "Thank you — your payment is being confirmed..."}
        </p>
      ) : payment === "cancelled" || payment === "failed" ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          The payment was not completed. You can pay whenever you are ready.
        </p>
      ) : null}
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS[view.status].tone}>{STATUS[view.status].label}</Badge>
          <Badge tone={PAYMENT[view.paymentStatus].tone}>{PAYMENT[view.paymentStatus].label}</Badge>
          {view.isRunning ? <Badge tone="brand">Running</Badge> : null}
          {view.takenDownAt ? <Badge tone="danger">Taken down</Badge> : view.pausedAt ? <Badge tone="warning">Paused</Badge> : null}
        </div>
        {view.takenDownAt ? (
          <p className="rounded-xl bg-red-50 p-4 text-red-900">
            The school took this advertisement down on {formatDate(view.takenDownAt)}: {view.takedownReason}
          </p>
        ) : view.pausedAt ? (
          <p className="rounded-xl bg-amber-50 p-4 text-amber-900">
            The school paused this advertisement on {formatDate(view.pausedAt)}. The paused days are added to your campaign when it resumes.
          </p>
        ) : null}
        <h2 className="text-2xl font-semibold text-slate-900">{view.title}</h2>
        <p className="text-slate-700">{view.description}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-600">Placement</dt>
            <dd className="font-medium text-slate-900">{AD_PLACEMENT_LABELS[view.placementArea]}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Price</dt>
            <dd className="font-medium text-slate-900">
              {formatRand(view.price, { decimals: true })} for {view.duration} days
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Dates</dt>
            <dd className="font-medium text-slate-900">
              {view.startDate && view.endDate
                ? `${formatDate(view.startDate)} to ${formatDate(view.endDate)}`
                : "Starts when approved and paid"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Impressions / clicks / click rate</dt>
            <dd className="font-medium text-slate-900">
              {view.impressions} / {view.clicks} / {view.clickRate === null ? "—" : `${view.clickRate}%`}
            </dd>
          </div>
        </dl>
        {canPay ? (
          <Button onClick={payNow} disabled={pay.isPending} aria-busy={pay.isPending}>
            {pay.isPending ? "Processing..." : `Pay now ${formatRand(view.price, { decimals: true })}`}
          </Button>
        ) : null}
      </Card>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Impressions and clicks per day</h2>
        <CampaignChart daily={view.daily} />
      </Card>
    </div>
  );
}
