import { Globe2, MonitorPlay, Target, Users } from "lucide-react";
import { isVideoPlacement } from "@shared/api/advertising";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, AD_PLACEMENTS, STUDENT_COUNTRIES, type AdPlacement } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatRand } from "@/lib/format-rand";

const STATS = [
  { value: "2,500+", label: "monthly active students", icon: Users },
  { value: `${STUDENT_COUNTRIES}+`, label: "countries", icon: Globe2 },
  { value: "85%", label: "engagement", icon: Target },
  { value: "24/7", label: "visibility", icon: MonitorPlay },
];

export function AdvertisingStats() {
  return (
    <section aria-labelledby="ad-stats-title">
      <h2 id="ad-stats-title" className="sr-only">
        Our audience
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {STATS.map(({ value, label, icon: Icon }) => (
          <li key={label}>
            <Card className="flex h-full flex-col items-center gap-1 p-5 text-center">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <span className="text-2xl font-bold text-slate-900">{value}</span>
              <span className="text-sm text-slate-600">{label}</span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhyAdvertise() {
  return (
    <section aria-labelledby="why-advertise-title" className="space-y-3">
      <h2 id="why-advertise-title" className="text-2xl font-semibold text-slate-900">
        Why advertise with us
      </h2>
      <ul className="grid gap-3 text-slate-700 md:grid-cols-3">
        <li>Adults learning English for work, study and travel, in more than {STUDENT_COUNTRIES} countries.</li>
        <li>Every ad is reviewed by our team: your brand appears next to a trusted school, never next to unsuitable content.</li>
        <li>Honest figures: your private campaign page shows impressions and clicks as they are counted.</li>
      </ul>
    </section>
  );
}

/** The placements of one kind with their prices from the one price table. */
export function PlacementCards({ kind, onChoose }: { kind: "video" | "banner"; onChoose: (placement: AdPlacement) => void }) {
  const placements = AD_PLACEMENTS.filter((placement) => isVideoPlacement(placement) === (kind === "video"));
  const title = kind === "video" ? "Premium video ads" : "Standard placements";
  const id = `placements-${kind}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {placements.map((placement) => (
          <li key={placement}>
            <Card className="flex h-full flex-col gap-2 p-5">
              <h3 className="font-semibold text-slate-900">{AD_PLACEMENT_LABELS[placement]}</h3>
              <p className="text-2xl font-bold text-brand-700">
                {formatRand(AD_PLACEMENT_PRICES[placement])}
                <span className="text-sm font-normal text-slate-600"> per 30 days</span>
              </p>
              <Button variant="outline" size="sm" className="mt-auto" onClick={() => onChoose(placement)}>
                {/* Eight buttons share the visible words: the hidden rest of the name tells them apart. */}
                Choose this placement <span className="sr-only">({AD_PLACEMENT_LABELS[placement]})</span>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
