import { useCampaigns } from "../api/get-campaigns";
import { useContacts } from "../api/get-contacts";

/** Analytics: what the server really sent (opens and clicks are not tracked: no pixels in our emails). */
export function AnalyticsTab() {
  const campaigns = useCampaigns();
  const contacts = useContacts();
  const all = campaigns.data ?? [];
  const sum = (pick: (campaign: (typeof all)[number]) => number) => all.reduce((total, campaign) => total + pick(campaign), 0);
  const figures = [
    { label: "Contacts", value: contacts.data?.length ?? 0 },
    { label: "Campaigns", value: all.length },
    { label: "Emails sent", value: sum((campaign) => campaign.sentEmails) },
    { label: "Failed", value: sum((campaign) => campaign.failedEmails) },
    { label: "Skipped (unsubscribed)", value: sum((campaign) => campaign.skippedEmails) },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">Opens and clicks are not measured: our emails carry no tracking pixels or rewritten links.</p>
    </div>
  );
}
