import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdDailyPoint } from "@shared/api/advertising";
import { formatDate } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";

/** Impressions and clicks per day, with the figures as a table for screen readers. */
export function CampaignChart({ daily }: { daily: AdDailyPoint[] }) {
  const { t, locale } = useT();
  if (daily.length === 0) return <p className="text-sm text-slate-600">{t("advertising.chart.empty")}</p>;
  // The days are calendar dates (YYYY-MM-DD, the school's days): shown as such, in the interface language.
  const dayOf = (date: string) => formatDate(`${date}T12:00:00Z`, locale, "dayMonth", "UTC");
  const impressions = t("advertising.chart.impressions");
  const clicks = t("advertising.chart.clicks");
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={dayOf} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip labelFormatter={(date) => dayOf(String(date))} />
            <Legend />
            <Line type="monotone" dataKey="impressions" name={impressions} stroke="#2563eb" strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="clicks" name={clicks} stroke="#16a34a" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>{t("advertising.chart.title")}</caption>
          <thead>
            <tr>
              <th>{t("advertising.chart.date")}</th>
              <th>{impressions}</th>
              <th>{clicks}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{dayOf(day.date)}</td>
                <td>{day.impressions}</td>
                <td>{day.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
