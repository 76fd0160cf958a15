import { useState } from "react";
import { PROSPECT_STATUSES, type ProspectStatus, type ProspectView } from "@shared/api/outreach";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useViewerTime } from "@/lib/viewer-time";
import { useDeleteProspect } from "../api/delete-prospect";
import { useProspectEmails } from "../api/get-prospect-emails";
import { useUpdateProspectStatus } from "../api/update-prospect-status";
import { ProspectForm } from "./prospect-form";

const STATUS_LABELS: Record<ProspectStatus, string> = {
  new: "New",
  contacted: "Contacted",
  interested: "Interested",
  negotiating: "Negotiating",
  converted: "Converted",
  rejected: "Rejected",
};

function Timeline({ prospectId }: { prospectId: number }) {
  const emails = useProspectEmails(prospectId);
  const { moment } = useViewerTime();
  if (emails.isPending) return <p className="text-sm text-slate-600">Loading the emails...</p>;
  if (emails.isError) return <p className="text-sm text-red-700">The emails could not be loaded.</p>;
  if (emails.data.length === 0) return <p className="text-sm text-slate-600">No email sent yet.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {emails.data.map((email) => (
        <li key={email.id} className="rounded-lg bg-slate-50 p-2">
          <span className="font-medium">{moment(email.createdAt)}</span> · {email.template} · {email.subject} · {email.delivery}
        </li>
      ))}
    </ol>
  );
}

/** One prospect: facts, last contact or 'Never', the status selector, its emails, edit and delete. */
export function ProspectRow({ prospect, selection }: { prospect: ProspectView; selection?: { isSelected: boolean; toggle: () => void } }) {
  const updateStatus = useUpdateProspectStatus();
  const remove = useDeleteProspect();
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [showEmails, setShowEmails] = useState(false);
  const { day } = useViewerTime();

  function changeStatus(status: ProspectStatus) {
    updateStatus.mutate(
      { id: prospect.id, status },
      {
        onSuccess: () =>
          toast({ title: "Status Updated", description: `${prospect.companyName} is now ${STATUS_LABELS[status].toLowerCase()}.` }),
        onError: (error) =>
          toast({ variant: "destructive", title: "Status Not Updated", description: getErrorMessage(error, "Please try again.") }),
      },
    );
  }

  return (
    <li aria-label={prospect.companyName} className="space-y-3 p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        {selection ? (
          <input
            type="checkbox"
            aria-label={`Select ${prospect.companyName}`}
            checked={selection.isSelected}
            disabled={prospect.isSuppressed}
            onChange={selection.toggle}
            className="mt-1 size-5"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{prospect.companyName}</span>
            {prospect.industry ? <Badge tone="neutral">{prospect.industry}</Badge> : null}
            {prospect.isSuppressed ? <Badge tone="danger">Unsubscribed</Badge> : null}
          </p>
          <p className="text-sm break-all text-slate-700">
            {prospect.contactName ? `${prospect.contactName} · ` : ""}
            {prospect.email}
            {prospect.phone ? ` · ${prospect.phone}` : ""}
          </p>
          <p className="text-sm text-slate-600">
            Last contact: {prospect.lastContact ? day(prospect.lastContact) : "Never"} · Potential R
            {prospect.potentialValue.toLocaleString("en-ZA")} · {prospect.emailsSent} {prospect.emailsSent === 1 ? "email" : "emails"}
            {prospect.source ? ` · Source: ${prospect.source}` : ""}
          </p>
        </div>
        {selection ? null : (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`status-${prospect.id}`} className="sr-only">
              Status of {prospect.companyName}
            </label>
            <select
              id={`status-${prospect.id}`}
              value={prospect.status}
              disabled={updateStatus.isPending}
              onChange={(event) => changeStatus(event.target.value as ProspectStatus)}
              className="min-h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm"
            >
              {PROSPECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <Button variant="outline" size="sm" onClick={() => setShowEmails(!showEmails)} aria-expanded={showEmails}>
              Emails
            </Button>
            <Button variant="outline" size="sm" onClick={() => setIsEditing(true)} aria-label={`Edit ${prospect.companyName}`}>
              Edit
            </Button>
            <ConfirmDialog
              open={isDeleting}
              onOpenChange={setIsDeleting}
              trigger={
                <Button variant="outline" size="sm" aria-label={`Delete ${prospect.companyName}`}>
                  Delete
                </Button>
              }
              title={`Delete ${prospect.companyName}?`}
              description="The prospect and the record of the emails sent to them are removed."
              confirmLabel="Delete"
              busyLabel="Deleting..."
              confirmVariant="destructive"
              dismissLabel="Keep"
              isBusy={remove.isPending}
              onConfirm={() =>
                remove.mutate(prospect.id, {
                  onSuccess: () => {
                    setIsDeleting(false);
                    toast({ title: "Prospect Deleted", description: `${prospect.companyName} was removed.` });
                  },
                  onError: (error) =>
                    toast({ variant: "destructive", title: "Not Deleted", description: getErrorMessage(error, "Please try again.") }),
                })
              }
            />
          </div>
        )}
      </div>
      {showEmails ? <Timeline prospectId={prospect.id} /> : null}
      <Dialog open={isEditing} onOpenChange={setIsEditing}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit {prospect.companyName}</DialogTitle>
          </DialogHeader>
          <ProspectForm prospect={prospect} onSaved={() => setIsEditing(false)} />
        </DialogContent>
      </Dialog>
    </li>
  );
}

export { STATUS_LABELS };
