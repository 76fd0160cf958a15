import { useViewerTime } from "@/lib/viewer-time";
import { useOverview } from "../api/get-overview";

/** Rand cents as e.g. R1 234.50 (a space between thousands, a point before the cents). */
export const formatRand = (cents: number) => {
  const [whole = "0", fraction = "00"] = (Math.abs(cents) / 100).toFixed(2).split(".");
  return `${cents < 0 ? "-" : ""}R${whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ")}.${fraction}`;
};

function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** The admin page's Overview tab: the counts an admin checks first, and the last backup. */
export function OverviewTab() {
  const overview = useOverview();
  const { moment } = useViewerTime();
  if (overview.isPending)
    return (
      <p className="text-slate-600" role="status">
        Loading the overview…
      </p>
    );
  if (overview.isError)
    return (
      <p className="text-red-700" role="alert">
        The overview could not be loaded. Please try again.
      </p>
    );
  const data = overview.data;
  return (
    <section aria-label="Overview" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="New students (last 7 days)" value={data.newStudentsThisWeek} />
        <StatCard label="Active subscriptions" value={data.activeSubscriptions} />
        <StatCard label="Revenue this month" value={formatRand(data.revenueThisMonth)} />
        <StatCard label="Unread messages" value={data.unreadMessages} />
        <StatCard label="Failed mails" value={data.failedMails} />
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">Last backup</p>
          {data.lastBackup ? (
            <p className="mt-1 text-slate-900">
              {moment(data.lastBackup.startedAt)} · {data.lastBackup.status}
              {data.lastBackup.verification ? ` · ${data.lastBackup.verification}` : ""}
            </p>
          ) : (
            <p className="mt-1 text-slate-900">No backup yet</p>
          )}
        </div>
      </div>
    </section>
  );
}
