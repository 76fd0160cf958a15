import { useState } from "react";
import { Link } from "wouter";
import type { AdPlacement } from "@shared/constants";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { AdvertisementForm } from "@/features/advertising/components/advertisement-form";
import { AdvertisingStats, PlacementCards, WhyAdvertise } from "@/features/advertising/components/advertising-sections";

export default function AdvertisingScreen() {
  const [placement, setPlacement] = useState<AdPlacement | undefined>();
  const choose = (chosen: AdPlacement) => {
    setPlacement(chosen);
    document.getElementById("advertise-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <PageContainer className="space-y-12">
      <PageHeader
        title="Advertise With Us"
        description="Reach English learners worldwide with banner and video placements on our site. All prices in South African rand."
      />
      <AdvertisingStats />
      <WhyAdvertise />
      <PlacementCards kind="video" onChoose={choose} />
      <PlacementCards kind="banner" onChoose={choose} />
      <section id="advertise-form" aria-labelledby="advertise-form-title" className="scroll-mt-24 space-y-4">
        <h2 id="advertise-form-title" className="text-2xl font-semibold text-slate-900">
          Submit your advertisement
        </h2>
        <Card className="p-5 sm:p-8">
          <AdvertisementForm placement={placement} />
        </Card>
      </section>
      <section aria-labelledby="need-help-title" className="rounded-xl bg-brand-50 p-6">
        <h2 id="need-help-title" className="text-lg font-semibold text-slate-900">
          Need Help?
        </h2>
        <p className="text-slate-700">
          Questions about placements, formats or invoices?{" "}
          <Link href="/contact" className="font-medium text-brand-700 underline">
            Contact us
          </Link>{" "}
          and our team will answer within one working day.
        </p>
      </section>
    </PageContainer>
  );
}
