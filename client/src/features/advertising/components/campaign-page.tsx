import { Link } from "wouter";
import type { AdPaymentStatus, AdStatus, CampaignView } from "@shared/api/advertising";
import { PAYMENT_SESSION_ERROR } from "@shared/api/advertising";
import { formatDate, formatNumber } from "@shared/i18n/format";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/translate-message";
import { translate, useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatRand } from "@/lib/format-rand";
import { useCreateAdPayment } from "../api/create-ad-payment";
import { useCampaign } from "../api/get-campaign";
import { CampaignChart } from "./campaign-chart";
import { PLACEMENT_TEXTS } from "./placement-texts";

const STATUS: Record<AdStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "advertising.campaign.status.pending", tone: "warning" },
  approved: { label: "advertising.campaign.status.approved", tone: "success" },
  rejected: { label: "advertising.campaign.status.rejected", tone: "danger" },
};
const PAYMENT: Record<AdPaymentStatus, { label: string; tone: BadgeTone }> = {
  unpaid: { label: "advertising.campaign.payment.unpaid", tone: "neutral" },
  pending: { label: "advertising.campaign.payment.pending", tone: "info" },
  paid: { label: "advertising.campaign.payment.paid", tone: "success" },
  refund_pending: { label: "advertising.campaign.payment.refundPending", tone: "warning" },
  refunded: { label: "advertising.campaign.payment.refunded", tone: "muted" },
};

// A campaign's days are the school's days (its daily figures are counted in South African time).
const SCHOOL_TIME_ZONE = "Africa/Johannesburg";

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
  const { t, locale } = useT();
  const campaign = useCampaign(token, payment === "success");
  const pay = useCreateAdPayment();
  const day = (iso: string) => formatDate(iso, locale, "long", SCHOOL_TIME_ZONE);
  if (campaign.isPending) return <SectionLoading label={t("advertising.campaign.loading")} />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404)
      return (
        <Card className="space-y-3 p-8 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t("advertising.campaign.notFoundTitle")}</h2>
          <p className="text-slate-600">{t("advertising.campaign.notFoundText")}</p>
          <Link href="/advertising" className="font-medium text-brand-700 underline">
            {t("advertising.campaign.advertiseWithUs")}
          </Link>
        </Card>
      );
    return (
      <SectionError
        message={t("advertising.campaign.loadFailed")}
        onRetry={() => void campaign.refetch()}
        isRetrying={campaign.isFetching}
      />
    );
  }
  const view: CampaignView = campaign.data;
  const canPay =
    view.status !== "rejected" &&
    !view.takenDownAt &&
    (view.paymentStatus === "unpaid" || (view.paymentStatus === "pending" && payment !== "success"));
  const paymentFailed = () =>
    toast({
      variant: "destructive",
      title: translate("advertising.form.paymentErrorTitle"),
      description: translateMessage(PAYMENT_SESSION_ERROR),
    });
  const payNow = () =>
    pay.mutate(
      { advertisementId: view.id, campaignToken: token },
      { onSuccess: ({ checkoutUrl }) => (checkoutUrl ? goTo(checkoutUrl) : paymentFailed()), onError: paymentFailed },
    );
  return (
    <div className="space-y-6">
      {payment === "success" ? (
        <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
          {view.paymentStatus === "paid" ? t("advertising.campaign.paymentReceived") : t("advertising.campaign.paymentConfirming")}
        </p>
      ) : payment === "cancelled" || payment === "failed" ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {t("advertising.campaign.paymentNotCompleted")}
        </p>
      ) : null}
      <Card className="space-y-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS[view.status].tone}>{t(STATUS[view.status].label)}</Badge>
          <Badge tone={PAYMENT[view.paymentStatus].tone}>{t(PAYMENT[view.paymentStatus].label)}</Badge>
          {view.isRunning ? <Badge tone="brand">{t("advertising.campaign.running")}</Badge> : null}
          {view.takenDownAt ? (
            <Badge tone="danger">{t("advertising.campaign.takenDown")}</Badge>
          ) : view.pausedAt ? (
            <Badge tone="warning">{t("advertising.campaign.paused")}</Badge>
          ) : null}
        </div>
        {view.takenDownAt ? (
          <p className="rounded-xl bg-red-50 p-4 text-red-900">
            {t("advertising.campaign.takenDownOn", { date: day(view.takenDownAt) })} <span translate="no">{view.takedownReason}</span>
          </p>
        ) : view.pausedAt ? (
          <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t("advertising.campaign.pausedOn", { date: day(view.pausedAt) })}</p>
        ) : null}
        {/* The advertiser's own words, as they wrote them. */}
        <h2 className="text-2xl font-semibold text-slate-900" translate="no">
          {view.title}
        </h2>
        <p className="text-slate-700" translate="no">
          {view.description}
        </p>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-slate-600">{t("advertising.campaign.placement")}</dt>
            <dd className="font-medium text-slate-900">{t(PLACEMENT_TEXTS[view.placementArea].name)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("advertising.campaign.price")}</dt>
            <dd className="font-medium text-slate-900">
              {t("advertising.campaign.priceForDays", { price: formatRand(view.price, { decimals: true }), count: view.duration })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("advertising.campaign.dates")}</dt>
            <dd className="font-medium text-slate-900">
              {view.startDate && view.endDate
                ? t("advertising.campaign.dateRange", { start: day(view.startDate), end: day(view.endDate) })
                : t("advertising.campaign.startsWhen")}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("advertising.campaign.results")}</dt>
            <dd className="font-medium text-slate-900">
              {formatNumber(view.impressions, locale)} / {formatNumber(view.clicks, locale)} /{" "}
              {view.clickRate === null ? "—" : formatNumber(view.clickRate / 100, locale, { style: "percent", maximumFractionDigits: 1 })}
            </dd>
          </div>
        </dl>
        {canPay ? (
          <Button onClick={payNow} disabled={pay.isPending} aria-busy={pay.isPending}>
            {pay.isPending
              ? t("advertising.form.processing")
              : t("advertising.campaign.payNow", { price: formatRand(view.price, { decimals: true }) })}
          </Button>
        ) : null}
      </Card>
      <Card className="space-y-3 p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t("advertising.chart.title")}</h2>
        <CampaignChart daily={view.daily} />
      </Card>
    </div>
  );
}
