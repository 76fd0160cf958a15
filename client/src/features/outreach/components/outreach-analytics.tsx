import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { PROSPECT_STATUSES, type OutreachStats } from "@shared/api/outreach";
import { STATUS_LABELS } from "./prospect-row";

function ChartFigure({
  title,
  data,
  dataKey,
  labelKey,
}: {
  title: string;
  data: Record<string, string | number>[];
  dataKey: string;
  labelKey: string;
}) {
  return (
    <figure className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div className="h-56 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey={labelKey} tick={{ fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey={dataKey} fill="#2563eb" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data.map((row) => (
            <tr key={String(row[labelKey])}>
              <th>{row[labelKey]}</th>
              <td>{row[dataKey]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Analytics: the pipeline by status and industry, emails per week, and the conversion rate. */
export function OutreachAnalytics({ stats }: { stats: OutreachStats }) {
  return (
    <div className="space-y-6">
      <p className="text-lg text-slate-800">
        Conversion rate: <strong>{stats.conversionRate === null ? "no prospects yet" : `${stats.conversionRate}%`}</strong> (
        {stats.byStatus.converted} of {stats.total} converted)
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Pipeline by status"
          data={PROSPECT_STATUSES.map((status) => ({ status: STATUS_LABELS[status], prospects: stats.byStatus[status] }))}
          dataKey="prospects"
          labelKey="status"
        />
        <ChartFigure
          title="Prospects by industry"
          data={stats.byIndustry.map((row) => ({ industry: row.industry, prospects: row.count }))}
          dataKey="prospects"
          labelKey="industry"
        />
        <ChartFigure
          title="Emails sent per week"
          data={stats.emailsPerWeek.map((row) => ({ week: row.weekStart, emails: row.emails }))}
          dataKey="emails"
          labelKey="week"
        />
      </div>
    </div>
  );
}
