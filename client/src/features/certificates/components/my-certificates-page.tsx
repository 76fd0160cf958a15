import { GraduationCap, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useMyCertificates } from "../api/get-my-certificates";
import { CertificateCard } from "./certificate-card";
import { sampleCertificates } from "./sample-certificates";
import { useCertificateDownload } from "./use-certificate-download";

const SAMPLES = sampleCertificates((index) => `CC-2024-SAMPLE0${index}`);

function NoCertificatesYet() {
  const { t } = useT();
  const { download, busyNumber } = useCertificateDownload();
  return (
    <section aria-labelledby="no-certificates" className="space-y-6">
      <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
        <GraduationCap aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h2 id="no-certificates" className="mt-3 text-xl font-semibold text-slate-900">
          {t("certificates.mine.emptyTitle")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{t("certificates.mine.emptyDescription")}</p>
        <Link href="/courses" className={buttonClasses({ className: "mt-4" })}>
          {t("certificates.mine.browseCourses")}
        </Link>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2">
        {SAMPLES.map((sample) => (
          <li key={sample.certificateNumber}>
            <CertificateCard
              certificate={sample}
              isSample
              downloadLabel={t("certificates.mine.downloadSample")}
              isDownloading={busyNumber === sample.certificateNumber}
              onDownload={() => void download(sample, { isSample: true })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /certificates: the student's certificates, each downloadable and verifiable; samples while there are none. */
export function MyCertificatesPage() {
  const { t } = useT();
  const certificates = useMyCertificates();
  const { download, busyNumber } = useCertificateDownload();

  return (
    <div className="space-y-10">
      {certificates.isPending ? (
        <SectionLoading label={t("certificates.mine.loading")} />
      ) : certificates.isError ? (
        <SectionError
          message={getErrorMessage(certificates.error, t("certificates.mine.loadError"))}
          onRetry={() => void certificates.refetch()}
          isRetrying={certificates.isFetching}
        />
      ) : certificates.data.length === 0 ? (
        <NoCertificatesYet />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {certificates.data.map((certificate) => (
            <li key={certificate.id}>
              <CertificateCard
                certificate={certificate}
                isDownloading={busyNumber === certificate.certificateNumber}
                onDownload={() => void download(certificate)}
              />
            </li>
          ))}
        </ul>
      )}
      <aside className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-slate-900">{t("certificates.mine.employersTitle")}</h2>
          <p className="text-sm text-slate-700">
            <Trans
              id="certificates.mine.employersDescription"
              components={[<Link href="/verify" className="font-medium text-brand-700 underline underline-offset-4" />]}
            />
          </p>
        </div>
      </aside>
    </div>
  );
}
