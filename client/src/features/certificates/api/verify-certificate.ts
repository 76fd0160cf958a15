import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificateVerification } from "@shared/api/certificates";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function verifyCertificate(certificateNumber: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CertificateVerification>("GET", `/api/certificates/verify/${encodeURIComponent(certificateNumber)}`, undefined, {
    signal,
  });
}

/** What the school says about a certificate number (404 for an unknown one: not retried). */
export function useCertificateVerification(certificateNumber: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.certificateVerification(certificateNumber ?? ""),
      queryFn: ({ signal }) => verifyCertificate(certificateNumber!, { signal }),
      enabled: !!certificateNumber,
      retry: false,
    }),
  );
}
