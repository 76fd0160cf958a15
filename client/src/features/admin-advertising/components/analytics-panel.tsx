import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdDailyPoint } from "@shared/api/advertising";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { formatRand } from "@/lib/format-rand";
import { useAdvertisementStats } from "../api/get-advertisement-stats";

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-bold text-slate-900">{value}</p>
    </Card>
  );
}

/** The Analytics panel: every figure measured from stored payments, ads and events. */
export function AnalyticsPanel() {
  const stats = useAdvertisementStats();
  if (stats.isPending) return <SectionLoading label="Loading analytics..." />;
  if (stats.isError)
    return <SectionError message="The analytics could not be loaded." onRetry={() => void stats.refetch()} isRetrying={stats.isFetching} />;
  const data = stats.data;
  const perCampaign = data.activeAdvertisements > 0 ? formatRand(Math.round(data.monthlyRevenue / data.activeAdvertisements)) : "—";
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Revenue this month" value={formatRand(data.monthlyRevenue)} />
        <StatCard label="Active advertisements" value={String(data.activeAdvertisements)} />
        <StatCard label="Pending applications" value={String(data.pendingApplications)} />
        <StatCard label="Average per campaign" value={perCampaign} />
        <StatCard label="Average click rate" value={data.averageClickRate === null ? "No impressions yet" : `${data.averageClickRate}%`} />
        <StatCard label="Follow-ups due" value={String(data.followUpsDue)} />
      </div>
      <Card className="space-y-3 p-5">
        <h3 className="font-semibold text-slate-900">Impressions and clicks, last 30 days</h3>
        <DailyChart daily={data.daily} />
      </Card>
    </div>
  );
}

function DailyChart({ daily }: { daily: AdDailyPoint[] }) {
  const totals = daily.reduce((sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }), {
    impressions: 0,
    clicks: 0,
  });
  return (
    <figure>
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar dataKey="impressions" name="Impressions" fill="#2563eb" />
            <Bar dataKey="clicks" name="Clicks" fill="#16a34a" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-slate-600">
        {totals.impressions} impressions and {totals.clicks} clicks in the last 30 days.
      </figcaption>
    </figure>
  );
}
