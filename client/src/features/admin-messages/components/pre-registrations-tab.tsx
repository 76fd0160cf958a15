import { Download, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useDownloadPreRegistrations } from "../api/download-pre-registrations";
import { usePreRegistrations } from "../api/get-pre-registrations";
import { useViewerTime } from "@/lib/viewer-time";

/** The admin page's Pre-registrations tab: who asked to hear about the launch, and the CSV of it. */
export function PreRegistrationsTab() {
  const { moment } = useViewerTime();
  const list = usePreRegistrations();
  const download = useDownloadPreRegistrations();
  const downloadCsv = () =>
    download.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Download Failed",
          description: getErrorMessage(error, "The CSV could not be downloaded."),
        }),
    });
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">
            {list.data ? `${list.data.total} ${list.data.total === 1 ? "address" : "addresses"} on the launch list.` : "The launch list."}
          </p>
        </div>
        <Button variant="outline" onClick={downloadCsv} disabled={download.isPending} aria-busy={download.isPending}>
          <Download aria-hidden="true" className="size-4" />
          {download.isPending ? "Downloading..." : "Download CSV"}
        </Button>
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
                <span className="text-slate-600">{moment(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
