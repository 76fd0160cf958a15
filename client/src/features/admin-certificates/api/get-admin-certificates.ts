import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCertificatesResponse } from "@shared/api/certificates";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getAdminCertificates({ search, page }: { search: string; page: number }, { signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set("search", search);
  return apiRequest<AdminCertificatesResponse>("GET", `/api/admin/certificates?${params}`, undefined, { signal });
}

/** Every issued certificate, 20 a page, newest first, searched by number, student, username or course. */
export function useAdminCertificates(filters: { search: string; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminCertificates(filters.search, filters.page),
      queryFn: ({ signal }) => getAdminCertificates(filters, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
