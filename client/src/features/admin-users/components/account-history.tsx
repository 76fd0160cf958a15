import type { HistoryEntry } from "@shared/api/admin-subscriptions";
import { useViewerTime } from "@/lib/viewer-time";

/** What happened to the subscription and its money, newest first, with the admin who did it. */
export function AccountHistory({ history }: { history: HistoryEntry[] }) {
  const { moment } = useViewerTime();
  if (history.length === 0) return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-2 text-sm" aria-label="History">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]">
          <span className="text-slate-600">{moment(entry.at)}</span>
          <span className="break-words text-slate-900">
            {entry.summary}
            {entry.actorName ? <span className="text-slate-600"> (by {entry.actorName})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
