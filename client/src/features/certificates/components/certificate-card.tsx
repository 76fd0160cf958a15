import { Award, Download, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { verifyPath } from "@shared/api/certificates";
import { formatDate } from "@shared/i18n/format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ContentText } from "@/i18n/content-text";
import { useT } from "@/i18n/use-t";
import type { PrintableCertificate } from "../lib/certificate-html";
import { describeBasisIn } from "./certificate-basis-text";

type CertificateCardProps = {
  certificate: PrintableCertificate & { isValid: boolean };
  onDownload: () => void;
  isDownloading: boolean;
  /** Samples say so, and have no verification page. */
  isSample?: boolean;
  downloadLabel?: string;
};

/** One certificate: course, status, completion date ('Dec 15, 2024'), grade, number and its download. */
export function CertificateCard({ certificate, onDownload, isDownloading, isSample = false, downloadLabel }: CertificateCardProps) {
  const { t, locale } = useT();
  const { hours, basis } = describeBasisIn(t, certificate);
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Award aria-hidden="true" className="size-6" />
        </span>
        {isSample ? (
          <Badge tone="warning">{t("certificates.card.sample")}</Badge>
        ) : certificate.isValid ? (
          <Badge tone="success">
            <ShieldCheck aria-hidden="true" className="mr-1 size-3.5" />
            {t("certificates.card.verified")}
          </Badge>
        ) : (
          <Badge tone="danger">{t("certificates.card.revoked")}</Badge>
        )}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900" lang="en">
        {certificate.courseName}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t("certificates.card.completed")}</dt>
        <dd className="font-medium text-slate-900">{formatDate(certificate.completionDate, locale, "mediumPadded")}</dd>
        <dt className="text-slate-500">{t("certificates.card.grade")}</dt>
        <dd className="font-medium text-slate-900">
          {certificate.grade === null ? t("certificates.basis.noGrade") : <ContentText text={certificate.grade} />}
        </dd>
        {hours ? (
          <>
            <dt className="text-slate-500">{t("certificates.card.guidedLearning")}</dt>
            <dd className="font-medium text-slate-900">{hours}</dd>
          </>
        ) : null}
        <dt className="text-slate-500">{t("certificates.card.number")}</dt>
        <dd className="font-mono text-xs break-all text-slate-900" translate="no">
          {certificate.certificateNumber}
        </dd>
      </dl>
      {basis ? <p className="mt-3 text-xs text-slate-600">{basis}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
        {certificate.isValid || isSample ? (
          <Button onClick={onDownload} disabled={isDownloading}>
            {isDownloading ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
            {downloadLabel ?? t("certificates.card.download")}
          </Button>
        ) : (
          <p className="text-sm text-red-700">{t("certificates.card.revokedNote")}</p>
        )}
        {isSample ? null : (
          <Link
            href={verifyPath(certificate.certificateNumber)}
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t("certificates.card.verify")}
          </Link>
        )}
      </div>
    </Card>
  );
}
