import { format } from "date-fns";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { verifyPath } from "@shared/api/certificates";
import { Badge } from "@/components/ui/badge";
import { Pager } from "@/components/ui/pager";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { TextField } from "@/components/ui/text-field";
import { useAdminCertificates } from "../api/get-admin-certificates";
import { ReinstateCertificateButton } from "./reinstate-certificate-button";
import { RevokeCertificateDialog } from "./revoke-certificate-dialog";

const SEARCH_DELAY_MS = 300;

/** The admin hub's Certificates tab: every issued certificate, searched and paged, revoked or reinstated. */
export function CertificatesTab() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = search.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query]);
  const list = useAdminCertificates({ search: query, page });

  return (
    <section className="space-y-4">
      <TextField
        id="admin-certificate-search"
        label="Search certificates"
        type="search"
        placeholder="Number, student, username or course"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isPending ? (
        <SectionLoading label="Loading certificates..." />
      ) : list.isError ? (
        <SectionError message="The certificates could not be loaded." onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.data.certificates.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {query ? "No certificate matches your search." : "No certificates have been issued yet."}
        </p>
      ) : (
        <>
          <ul aria-label="Certificates" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.data.certificates.map((certificate) => (
              <li key={certificate.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm font-semibold text-slate-900">{certificate.certificateNumber}</span>
                    {certificate.isValid ? <Badge tone="success">Valid</Badge> : <Badge tone="danger">Revoked</Badge>}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">{certificate.studentName}</span> ({certificate.username}) · {certificate.courseName} ·{" "}
                    {certificate.grade ?? "Completion record (no grade)"} · {format(new Date(certificate.completionDate), "MMM dd, yyyy")}
                  </p>
                  {certificate.isValid ? null : <p className="text-sm text-red-700">Reason: {certificate.revokedReason}</p>}
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2">
                  <Link
                    href={verifyPath(certificate.certificateNumber)}
                    className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    Verify page
                  </Link>
                  {certificate.isValid ? (
                    <RevokeCertificateDialog certificate={certificate} />
                  ) : (
                    <ReinstateCertificateButton certificate={certificate} />
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
