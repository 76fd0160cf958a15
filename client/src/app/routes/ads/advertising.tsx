import { useState } from "react";
import { Link } from "wouter";
import type { AdPlacement } from "@shared/constants";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card } from "@/components/ui/card";
import { AdvertisementForm } from "@/features/advertising/components/advertisement-form";
import { AudienceFigures, PlacementCards, WhyAdvertise } from "@/features/advertising/components/advertising-sections";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

export default function AdvertisingScreen() {
  const { t } = useT();
  const [placement, setPlacement] = useState<AdPlacement | undefined>();
  const choose = (chosen: AdPlacement) => {
    setPlacement(chosen);
    document.getElementById("advertise-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <PageContainer className="space-y-12">
      <PageHeader title={t("advertising.page.title")} description={t("advertising.page.description")} />
      <AudienceFigures />
      <WhyAdvertise />
      <PlacementCards kind="banner" onChoose={choose} />
      <PlacementCards kind="video" onChoose={choose} />
      <section id="advertise-form" aria-labelledby="advertise-form-title" className="scroll-mt-24 space-y-4">
        <h2 id="advertise-form-title" className="text-2xl font-semibold text-slate-900">
          {t("advertising.form.heading")}
        </h2>
        <Card className="p-5 sm:p-8">
          <AdvertisementForm placement={placement} />
        </Card>
      </section>
      <section aria-labelledby="need-help-title" className="rounded-xl bg-brand-50 p-6">
        <h2 id="need-help-title" className="text-lg font-semibold text-slate-900">
          {t("advertising.help.title")}
        </h2>
        <p className="text-slate-700">
          <Trans id="advertising.help.text" components={[<Link href="/contact" className="font-medium text-brand-700 underline" />]} />
        </p>
      </section>
    </PageContainer>
  );
}
