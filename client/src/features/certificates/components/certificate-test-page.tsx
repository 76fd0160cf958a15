import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useT } from "@/i18n/use-t";
import { CertificateCard } from "./certificate-card";
import { sampleCertificates } from "./sample-certificates";
import { useCertificateDownload } from "./use-certificate-download";

const FEATURE_IDS = [
  "certificates.testPage.features.layout",
  "certificates.testPage.features.facts",
  "certificates.testPage.features.number",
  "certificates.testPage.features.safe",
  "certificates.testPage.features.fileName",
];
// The file's name pattern, shown as it is in every language.
const FILE_NAME_PATTERN = "Certificate_{course}_{student}.html";

/** /certificate-test: two clearly marked samples to download and check how certificates look and print. */
export function CertificateTestPage() {
  // Numbered when the page opens, like the samples the school shows: CC-{timestamp}-TEST-{nnn}.
  const [samples] = useState(() => {
    const timestamp = Date.now();
    return sampleCertificates((index) => `CC-${timestamp}-TEST-${String(index).padStart(3, "0")}`);
  });
  const { download, busyNumber } = useCertificateDownload();
  const { t } = useT();

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="samples-heading" className="space-y-4">
        <h2 id="samples-heading" className="text-xl font-semibold text-slate-900">
          {t("certificates.testPage.samplesTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("certificates.testPage.samplesNote")}</p>
        <ul className="grid gap-6 sm:grid-cols-2">
          {samples.map((sample) => (
            <li key={sample.certificateNumber}>
              <CertificateCard
                certificate={sample}
                isSample
                downloadLabel={t("certificates.testPage.downloadSample")}
                isDownloading={busyNumber === sample.certificateNumber}
                onDownload={() => void download(sample, { isSample: true })}
              />
            </li>
          ))}
        </ul>
      </section>
      <aside aria-labelledby="features-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="features-heading" className="text-lg font-semibold text-slate-900">
          {t("certificates.testPage.featuresTitle")}
        </h2>
        <ul className="mt-4 space-y-3 text-sm text-slate-700">
          {FEATURE_IDS.map((featureId) => (
            <li key={featureId} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {t(featureId, { fileName: FILE_NAME_PATTERN })}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
