import { MAIL_STATUSES, type MailStatus, type MailSummary } from "@shared/api/admin-inbox";
import { Mail as MailIcon, RotateCw } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useMail } from "../api/get-mail";
import { useMailItem } from "../api/get-mail-item";
import { useRetryMail } from "../api/retry-mail";
import { useViewerTime } from "@/lib/viewer-time";

const STATUS_LABELS: Record<MailStatus, string> = { pending: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };
const STATUS_TONES: Record<MailStatus, BadgeTone> = { pending: "warning", sending: "info", sent: "success", failed: "danger" };
const STATUS_OPTIONS = [{ value: "", label: "All" }, ...MAIL_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** The admin page's Mail tab: the outbox, what failed and why, and a retry for it. */
export function MailTab() {
  const { moment } = useViewerTime();
  const [status, setStatus] = useState<MailStatus | "">("");
  const mail = useMail(status || undefined);
  const retry = useRetryMail();
  const [viewing, setViewing] = useState<MailSummary | null>(null);

  const retryOne = (item: MailSummary) =>
    retry.mutate(item.id, {
      onSuccess: () => toast({ title: "Mail queued again", description: `${item.subject} to ${item.to} will be sent shortly.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Not retried", description: getErrorMessage(error, "The mail could not be retried.") }),
    });

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Every email the site sends waits here until it is delivered (the newest 100).</p>
        </div>
        <SelectField
          id="mail-status"
          label="Status"
          className="w-40"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value as MailStatus | "")}
        />
      </div>

      {mail.isPending ? (
        <SectionLoading label="Loading mail..." />
      ) : mail.isError ? (
        <SectionError message="The mail could not be loaded." onRetry={() => void mail.refetch()} isRetrying={mail.isFetching} />
      ) : mail.data.mails.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          <MailIcon aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
          {status ? `No ${STATUS_LABELS[status].toLowerCase()} mail` : "No mail yet"}
        </Card>
      ) : (
        <ul className="space-y-2" aria-label="Mail">
          {mail.data.mails.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <MailStatusBadge status={item.status} />
                    <span>{moment(item.createdAt)}</span>
                    <span>
                      {item.attempts} {item.attempts === 1 ? "attempt" : "attempts"}
                    </span>
                  </p>
                  <p className="font-medium break-words text-slate-900">{item.subject}</p>
                  <p className="text-sm break-all text-slate-600">To {item.to}</p>
                  {item.lastError ? <p className="text-sm break-words text-red-700">Last error: {item.lastError}</p> : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" aria-label={`View ${item.subject} to ${item.to}`} onClick={() => setViewing(item)}>
                    View
                  </Button>
                  {item.status === "failed" ? (
                    <Button
                      size="sm"
                      aria-label={`Retry ${item.subject} to ${item.to}`}
                      disabled={retry.isPending && retry.variables === item.id}
                      aria-busy={retry.isPending && retry.variables === item.id}
                      onClick={() => retryOne(item)}
                    >
                      <RotateCw aria-hidden="true" className="size-4" />
                      Retry
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={viewing !== null} onOpenChange={(isOpen) => !isOpen && setViewing(null)}>
        <DialogContent>{viewing ? <MailView summary={viewing} /> : null}</DialogContent>
      </Dialog>
    </section>
  );
}

function MailView({ summary }: { summary: MailSummary }) {
  const { moment } = useViewerTime();
  const item = useMailItem(summary.id);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{summary.subject}</DialogTitle>
        <DialogDescription className="break-all">
          To {summary.to} · {moment(summary.createdAt)}
        </DialogDescription>
      </DialogHeader>
      {item.isPending ? (
        <SectionLoading label="Loading the mail..." />
      ) : item.isError ? (
        <SectionError message="The mail could not be loaded." onRetry={() => void item.refetch()} isRetrying={item.isFetching} />
      ) : (
        <div className="space-y-2">
          {item.data.replyTo ? <p className="text-sm text-slate-600">Reply-to: {item.data.replyTo}</p> : null}
          {item.data.attachmentName ? <p className="text-sm break-all text-slate-600">Attachment: {item.data.attachmentName}</p> : null}
          {item.data.hiddenLinks > 0 ? (
            <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {item.data.hiddenLinks === 1 ? "1 private link is" : `${item.data.hiddenLinks} private links are`} shown as [hidden]: it opens
              the recipient&apos;s account or page, so only they may see it.
            </p>
          ) : null}
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-800">
            {item.data.textBody}
          </pre>
        </div>
      )}
    </>
  );
}
