import type { AuditLogLine } from "@shared/api/admin-audit";
import { Badge } from "@/components/ui/badge";
import { useViewerTime } from "@/lib/viewer-time";
import { changedKeys, fieldLabel, formatAuditValue } from "./audit-values";

/** One line of the log: when, who, what; the changed fields before and after behind a disclosure. */
export function AuditEntry({ entry }: { entry: AuditLogLine }) {
  const keys = changedKeys(entry.before, entry.after);
  const { moment } = useViewerTime();
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <time dateTime={entry.createdAt} className="font-medium text-slate-900">
          {moment(entry.createdAt)}
        </time>
        <span className="text-slate-700">{entry.actorName}</span>
        <Badge tone="neutral">{entry.action}</Badge>
        <span className="text-slate-600">
          {entry.targetType} #{entry.targetId}
        </span>
      </div>
      <p className="break-words text-slate-900">{entry.summary}</p>
      {keys.length > 0 ? (
        <details className="rounded-lg border border-slate-200 bg-slate-50">
          <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-brand-800">
            {entry.before === null ? "Show what was recorded" : "Show before and after"}
          </summary>
          <div className="overflow-x-auto px-3 pb-3">
            <table className="w-full min-w-[18rem] text-left text-sm">
              <caption className="sr-only">Changed fields of {entry.summary}</caption>
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  {entry.before !== null ? (
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Before
                    </th>
                  ) : null}
                  <th scope="col" className="py-1 font-medium">
                    {entry.before === null ? "Value" : "After"}
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((key) => (
                  <tr key={key} className="border-t border-slate-200 align-top">
                    <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
                      {fieldLabel(key)}
                    </th>
                    {entry.before !== null ? (
                      <td className="py-1.5 pr-3 break-words whitespace-pre-line text-slate-700">
                        {formatAuditValue(key, entry.before[key])}
                      </td>
                    ) : null}
                    <td className="py-1.5 break-words whitespace-pre-line text-slate-900">{formatAuditValue(key, entry.after?.[key])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
