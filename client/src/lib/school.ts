import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SchoolDetails } from "@shared/api/school";
import { apiRequest } from "./api-client";
import { queryKeys } from "./query-keys";

/** The school's configured details (name, address, contact, registration): read once per page load. */
export const schoolDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.school,
    queryFn: ({ signal }) => apiRequest<SchoolDetails>("GET", "/api/school", undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSchoolDetails() {
  return useQuery(schoolDetailsQueryOptions());
}
