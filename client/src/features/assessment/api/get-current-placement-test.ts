import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlacementTestState } from "@shared/api/placement";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const CURRENT_PLACEMENT_TEST_QUERY_KEY = queryKeys.currentPlacementTest;

export function getCurrentPlacementTest({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<PlacementTestState | null>("GET", "/api/placement-tests/current", undefined, { signal });
}

export const currentPlacementTestQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_PLACEMENT_TEST_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentPlacementTest({ signal }),
    // The server holds the test, and it changes away from this page: a sign-in attaches a visitor's
    // result (now saved), the time limit ends an open test. Opening the page always asks again.
    refetchOnMount: "always",
  });

/** Null before the first test; the item on screen while one is open; the result once it is over. */
export function useCurrentPlacementTest() {
  return useQuery(currentPlacementTestQueryOptions());
}
