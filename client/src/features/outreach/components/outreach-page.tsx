import { useEffect, useState } from "react";
import { INDUSTRIES, PROSPECT_STATUSES } from "@shared/api/outreach";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SelectField } from "@/components/ui/select-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TextField } from "@/components/ui/text-field";
import { useOutreachStats } from "../api/get-outreach-stats";
import { useProspects } from "../api/get-prospects";
import { EmailOutreach } from "./email-outreach";
import { OutreachAnalytics } from "./outreach-analytics";
import { ProspectForm } from "./prospect-form";
import { ProspectRow, STATUS_LABELS } from "./prospect-row";

const SEARCH_DELAY_MS = 300;

function Counters() {
  const stats = useOutreachStats();
  const data = stats.data;
  const counters = [
    { label: "Total prospects", value: data?.total },
    { label: "Contacted", value: data?.byStatus.contacted },
    { label: "Interested", value: data?.byStatus.interested },
    { label: "Negotiating", value: data?.byStatus.negotiating },
    { label: "Converted", value: data?.byStatus.converted },
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counters.map((counter) => (
          <div key={counter.label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{counter.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{counter.value ?? "–"}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        Pipeline value: R{(data?.pipelineValue ?? 0).toLocaleString("en-ZA")} (prospects not converted or rejected)
      </p>
    </div>
  );
}

/** /outreach (admins): counters, Prospect Management, Email Outreach and Analytics. */
export function OutreachPage() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const [industry, setIndustry] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const prospects = useProspects({ search: query, status, industry });
  const everyone = useProspects({ search: "", status: "", industry: "" });
  const stats = useOutreachStats();

  return (
    <div className="space-y-8">
      <Counters />
      <Tabs defaultValue="prospects" className="space-y-6">
        {/* Each label on one line: a narrow screen wraps the tabs onto a second row, never a label. */}
        <TabsList aria-label="Outreach" className="flex-wrap *:whitespace-nowrap sm:w-auto">
          <TabsTrigger value="prospects">Prospect Management</TabsTrigger>
          <TabsTrigger value="emails">Email Outreach</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="prospects" className="space-y-6">
          <section aria-labelledby="add-prospect" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="add-prospect" className="mb-4 text-lg font-semibold text-slate-900">
              Add a prospect
            </h2>
            <ProspectForm />
          </section>
          <section aria-labelledby="prospect-list" className="space-y-3">
            <h2 id="prospect-list" className="text-lg font-semibold text-slate-900">
              Prospects
            </h2>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                id="prospect-search"
                label="Search"
                type="search"
                placeholder="Company, contact or email"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <SelectField
                id="prospect-status-filter"
                label="Status"
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                placeholder="All"
                options={PROSPECT_STATUSES.map((option) => ({ value: option, label: STATUS_LABELS[option] }))}
              />
              <SelectField
                id="prospect-industry-filter"
                label="Industry"
                value={industry}
                onChange={(event) => setIndustry(event.target.value)}
                placeholder="All"
                options={INDUSTRIES}
              />
            </div>
            {prospects.isPending ? (
              <SectionLoading label="Loading prospects..." />
            ) : prospects.isError ? (
              <SectionError
                message="The prospects could not be loaded."
                onRetry={() => void prospects.refetch()}
                isRetrying={prospects.isFetching}
              />
            ) : prospects.data.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
                {query || status || industry ? "No prospect matches." : "No prospects yet: add the first one above."}
              </p>
            ) : (
              <ul aria-label="Prospects" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {prospects.data.map((prospect) => (
                  <ProspectRow key={prospect.id} prospect={prospect} />
                ))}
              </ul>
            )}
          </section>
        </TabsContent>
        <TabsContent value="emails">
          {everyone.isPending ? <SectionLoading label="Loading prospects..." /> : <EmailOutreach prospects={everyone.data ?? []} />}
        </TabsContent>
        <TabsContent value="analytics">
          {stats.isPending ? (
            <SectionLoading label="Loading the figures..." />
          ) : stats.isError ? (
            <SectionError message="The figures could not be loaded." onRetry={() => void stats.refetch()} isRetrying={stats.isFetching} />
          ) : (
            <OutreachAnalytics stats={stats.data} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
