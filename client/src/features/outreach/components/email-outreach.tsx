import { useMemo, useState } from "react";
import { OUTREACH_TEMPLATES, type OutreachTemplate, type ProspectView } from "@shared/api/outreach";
import { renderOutreachEmail } from "@shared/outreach/templates";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useSchoolDetails } from "@/lib/school";
import { useSendOutreachEmails } from "../api/send-outreach-emails";
import { ProspectRow } from "./prospect-row";
import { SuppressionList } from "./suppression-list";

const TEMPLATE_LABELS: Record<OutreachTemplate, string> = { initial: "Initial contact", followup: "Follow-up", negotiation: "Negotiation" };

/** Email Outreach: pick prospects and a template, read the preview, send (queued by the server, one email each). */
export function EmailOutreach({ prospects }: { prospects: ProspectView[] }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [template, setTemplate] = useState<OutreachTemplate>("initial");
  const send = useSendOutreachEmails();
  const previewFor = prospects.find((prospect) => selected.has(prospect.id)) ?? prospects[0];
  // The server writes the configured school's name and address under each email; the preview shows the same.
  const school = useSchoolDetails().data;
  const postalAddress = school ? `${school.name}, ${school.postalAddress}` : "…";
  const preview = useMemo(
    () =>
      renderOutreachEmail(template, previewFor ?? { contactName: "Jane", companyName: "Example Ltd" }, {
        postalAddress,
        unsubscribeUrl: `${window.location.origin}/unsubscribe?token=…`,
      }),
    [template, previewFor, postalAddress],
  );

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function sendEmails() {
    if (selected.size === 0) {
      toast({ variant: "destructive", title: "No Recipients", description: "Please select prospects to send emails to." });
      return;
    }
    try {
      const result = await send.mutateAsync({ prospects: [...selected], template });
      toast({
        title: "Emails Sent",
        description: `${result.queued} ${result.queued === 1 ? "email is" : "emails are"} on the way${result.skipped ? `; ${result.skipped} skipped (unsubscribed or removed)` : ""}.`,
      });
      setSelected(new Set());
    } catch (error) {
      toast({ variant: "destructive", title: "Emails Not Sent", description: getErrorMessage(error, "Please try again.") });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="recipients-heading" className="space-y-3">
        <h3 id="recipients-heading" className="text-lg font-semibold text-slate-900">
          Recipients ({selected.size} selected)
        </h3>
        {prospects.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">Add prospects first.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {prospects.map((prospect) => (
              <ProspectRow
                key={prospect.id}
                prospect={prospect}
                selection={{ isSelected: selected.has(prospect.id), toggle: () => toggle(prospect.id) }}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="template-heading" className="space-y-4">
        <h3 id="template-heading" className="text-lg font-semibold text-slate-900">
          Template
        </h3>
        <div className="space-y-1.5">
          <label htmlFor="outreach-template" className="text-sm font-medium text-slate-800">
            Email template
          </label>
          <select
            id="outreach-template"
            value={template}
            onChange={(event) => setTemplate(event.target.value as OutreachTemplate)}
            className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3"
          >
            {OUTREACH_TEMPLATES.map((option) => (
              <option key={option} value={option}>
                {TEMPLATE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <figure className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <figcaption className="text-sm font-semibold text-slate-900">Preview: {preview.subject}</figcaption>
          <pre className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{preview.text}</pre>
        </figure>
        <Button size="lg" onClick={() => void sendEmails()} disabled={send.isPending}>
          {send.isPending ? "Sending..." : `Send ${selected.size || ""} ${selected.size === 1 ? "email" : "emails"}`.replace("  ", " ")}
        </Button>
        <p className="text-xs text-slate-600">
          Every email carries the school's name and postal address, why the recipient gets it, and a one-click unsubscribe. Unsubscribed
          addresses are skipped.
        </p>
        <SuppressionList />
      </section>
    </div>
  );
}
