import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth";
import { ADD_ONS, OUTREACH_TACTICS, PACKAGES, REVENUE_STRATEGIES } from "../data/offers";
import { AnalyticsTab } from "./analytics-tab";
import { CampaignsTab } from "./campaigns-tab";
import { ContactsTab } from "./contacts-tab";
import { GeneratorTab } from "./generator-tab";

function StaticSections() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="packages-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="packages-heading" className="text-lg font-semibold text-slate-900">
          Advertising packages
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {PACKAGES.map((item) => (
            <li key={item.name} className="rounded-xl bg-slate-50 p-3">
              <p className="font-semibold">{item.name}</p>
              <p className="text-xl font-bold text-brand-700">R{item.price}/month</p>
              <ul className="mt-1 text-sm text-slate-600">
                {item.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="addons-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="addons-heading" className="text-lg font-semibold text-slate-900">
          Add-ons
        </h2>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {ADD_ONS.map((item) => (
            <li key={item.name} className="flex justify-between">
              <span>{item.name}</span>
              <span className="font-semibold">R{item.price}/month</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="revenue-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="revenue-heading" className="text-lg font-semibold text-slate-900">
          Revenue strategies
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {REVENUE_STRATEGIES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tactics-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="tactics-heading" className="text-lg font-semibold text-slate-900">
          Outreach tactics
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {OUTREACH_TACTICS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /email-generator: anyone generates and copies emails; an admin's contacts and campaigns live on the server. */
export function EmailGeneratorPage() {
  const { isAdmin } = useAuth();
  return (
    <div className="space-y-10">
      <Tabs defaultValue="generator" className="space-y-6">
        <TabsList aria-label="Email tools" className="sm:w-auto">
          <TabsTrigger value="generator">Email Generator</TabsTrigger>
          <TabsTrigger value="campaigns">Bulk Campaigns</TabsTrigger>
          <TabsTrigger value="contacts">Contact Manager</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="generator">
          <GeneratorTab />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsTab isAdmin={isAdmin} />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab isAdmin={isAdmin} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab isAdmin={isAdmin} />
        </TabsContent>
      </Tabs>
      <StaticSections />
    </div>
  );
}
