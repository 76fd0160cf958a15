import { Link } from "wouter";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, AD_PLACEMENTS } from "@shared/constants";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatRand } from "@/lib/format-rand";
import { OUTREACH_TACTICS, PRICING_IDEAS } from "../data/offers";
import { AnalyticsTab } from "./analytics-tab";
import { CampaignsTab } from "./campaigns-tab";
import { ContactsTab } from "./contacts-tab";
import { GeneratorTab } from "./generator-tab";

function InternalNotes() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="prices-heading" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="prices-heading" className="text-lg font-semibold text-slate-900">
          Placements and prices
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The prices on{" "}
          <Link href="/advertising" className="text-brand-700 underline">
            the advertising page
          </Link>
          , per 30 days: quote only these.
        </p>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {AD_PLACEMENTS.map((placement) => (
            <li key={placement} className="flex justify-between gap-3">
              <span className="min-w-0">{AD_PLACEMENT_LABELS[placement]}</span>
              <span className="font-semibold whitespace-nowrap">{formatRand(AD_PLACEMENT_PRICES[placement])}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ideas-heading" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="ideas-heading" className="text-lg font-semibold text-slate-900">
          Pricing ideas
        </h2>
        <p className="mt-1 text-sm text-slate-600">Not offered at checkout: agree any of these with the school before promising it.</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {PRICING_IDEAS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tactics-heading" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5">
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

/**
 * /email-generator (admins only): write advertiser emails, manage contacts and send campaigns from the
 * server, with the school's internal notes below.
 */
export function EmailGeneratorPage() {
  return (
    <div className="space-y-10">
      <Tabs defaultValue="generator" className="space-y-6">
        {/* Two rows of two on a phone: the four tabs never widen the page. From 640 px one row, each label on one line. */}
        <TabsList aria-label="Email tools" className="grid grid-cols-2 sm:inline-flex sm:w-auto sm:*:whitespace-nowrap">
          <TabsTrigger value="generator">Email Generator</TabsTrigger>
          <TabsTrigger value="campaigns">Bulk Campaigns</TabsTrigger>
          <TabsTrigger value="contacts">Contact Manager</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="generator">
          <GeneratorTab />
        </TabsContent>
        <TabsContent value="campaigns">
          <CampaignsTab />
        </TabsContent>
        <TabsContent value="contacts">
          <ContactsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
      <InternalNotes />
    </div>
  );
}
