import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { CertificateCard } from "./certificate-card";
import { sampleCertificates } from "./sample-certificates";
import { useCertificateDownload } from "./use-certificate-download";

const FEATURES = [
  "A printable A4 landscape layout with the college's name, motto and seal line",
  "The student, course, completion date, grade and issue date, signed by the Academic Director",
  "A unique certificate number and a QR code that opens its verification page",
  "Every field escaped and no scripts: the file is safe to open in any browser, even offline",
  "Saved as Certificate_{course}_{student}.html, ready to print or keep",
];

/** /certificate-test: two clearly marked samples to download and check how certificates look and print. */
export function CertificateTestPage() {
  // Numbered when the page opens, like the samples the school shows: CC-{timestamp}-TEST-{nnn}.
  const [samples] = useState(() => {
    const timestamp = Date.now();
    return sampleCertificates((index) => `CC-${timestamp}-TEST-${String(index).padStart(3, "0")}`);
  });
  const { download, busyNumber } = useCertificateDownload();

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="samples-heading" className="space-y-4">
        <h2 id="samples-heading" className="text-xl font-semibold text-slate-900">
          Sample certificates
        </h2>
        <p className="text-sm text-slate-600">These are samples, not real certificates: each file carries a SAMPLE mark.</p>
        <ul className="grid gap-6 sm:grid-cols-2">
          {samples.map((sample) => (
            <li key={sample.certificateNumber}>
              <CertificateCard
                certificate={sample}
                isSample
                downloadLabel="Download Sample"
                isDownloading={busyNumber === sample.certificateNumber}
                onDownload={() => void download(sample, { isSample: true })}
              />
            </li>
          ))}
        </ul>
      </section>
      <aside aria-labelledby="features-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="features-heading" className="text-lg font-semibold text-slate-900">
          What a certificate includes
        </h2>
        <ul className="mt-4 space-y-3 text-sm text-slate-700">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              {feature}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
