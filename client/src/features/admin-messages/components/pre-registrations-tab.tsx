import { Download, UserPlus } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { PRE_REGISTRATIONS_CSV_URL, usePreRegistrations } from "../api/get-pre-registrations";
import { formatDateTime } from "./message-labels";

/** The admin page's Pre-registrations tab: who asked to hear about the launch, and the CSV of it. */
export function PreRegistrationsTab() {
  const list = usePreRegistrations();
  return (
    <section aria-labelledby="pre-registrations-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="pre-registrations-title" className="text-2xl font-semibold text-slate-900">
            Pre-registrations
          </h2>
          <p className="text-sm text-slate-600">
            {list.data ? `${list.data.total} ${list.data.total === 1 ? "address" : "addresses"} on the launch list.` : "The launch list."}
          </p>
        </div>
        <a href={PRE_REGISTRATIONS_CSV_URL} download className={buttonClasses({ variant: "outline" })}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      </div>
      {list.isPending ? (
        <SectionLoading label="Loading pre-registrations..." />
      ) : list.isError ? (
        <SectionError
          message="The pre-registrations could not be loaded."
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data.preRegistrations.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          <UserPlus aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
          No pre-registrations yet
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-200" aria-label="Pre-registrations">
            {list.data.preRegistrations.map((entry) => (
              <li key={entry.email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="break-all text-slate-900">{entry.email}</span>
                <span className="text-slate-600">{formatDateTime(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
