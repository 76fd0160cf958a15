import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicFigures, SchoolDetails } from "@shared/api/school";
import { apiRequest } from "./api-client";
import { queryKeys } from "./query-keys";

/** The school's configured details (name, address, contact, support hours, registration): read once per page load. */
export const schoolDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.school,
    queryFn: ({ signal }) => apiRequest<SchoolDetails>("GET", "/api/school", undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSchoolDetails() {
  return useQuery(schoolDetailsQueryOptions());
}

/**
 * The one set of public figures every page quotes (home, about, kids, register, the advertising pages and
 * the email generator): counted from the database by the server, never typed in. While they load, or if
 * they cannot be read, a page shows no figure rather than a made-up one.
 */
export const publicFiguresQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.schoolFigures,
    queryFn: ({ signal }) => apiRequest<PublicFigures>("GET", "/api/school/figures", undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The figures, or undefined while loading or after an error (then no figure is shown). */
export function usePublicFigures(): PublicFigures | undefined {
  return useQuery(publicFiguresQueryOptions()).data;
}
