import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdDailyPoint } from "@shared/api/advertising";

/** Impressions and clicks per day, with the figures as a table for screen readers. */
export function CampaignChart({ daily }: { daily: AdDailyPoint[] }) {
  if (daily.length === 0) return <p className="text-sm text-slate-600">The chart appears once the campaign runs.</p>;
  return (
    <figure className="space-y-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="impressions" name="Impressions" stroke="#2563eb" strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="clicks" name="Clicks" stroke="#16a34a" strokeWidth={2} dot={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>Impressions and clicks per day</caption>
          <thead>
            <tr>
              <th>Date</th>
              <th>Impressions</th>
              <th>Clicks</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
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
