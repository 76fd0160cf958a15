import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CertificateView } from "@shared/api/certificates";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getMyCertificates({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<CertificateView[]>("GET", "/api/my-certificates", undefined, { signal });
}

export const myCertificatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myCertificates, queryFn: ({ signal }) => getMyCertificates({ signal }) });

/** The signed-in student's certificates, newest first. */
export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
