import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminPlacementItemsPage } from "@shared/api/admin-placement";
import { apiRequest } from "@/lib/api-client";

export type PlacementItemFilters = { level: string; skill: string; flagged: boolean; search: string; page: number };

/**
 * Every page and filter of the list sits under this key (the URL it reads, as the app's keys do), so a
 * retired or restored item refreshes them all. Kept in this feature: no other screen reads the bank's figures.
 */
export const placementItemsKey = ["/api/admin/placement/items"] as const;

/** GET /api/admin/placement/items with only the filters that are set. */
export function getPlacementItems(filters: PlacementItemFilters, { signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.level) params.set("level", filters.level);
  if (filters.skill) params.set("skill", filters.skill);
  if (filters.flagged) params.set("flagged", "true");
  if (filters.search) params.set("search", filters.search);
  return apiRequest<AdminPlacementItemsPage>("GET", `/api/admin/placement/items?${params}`, undefined, { signal });
}

export function usePlacementItems(filters: PlacementItemFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...placementItemsKey, filters],
      queryFn: ({ signal }) => getPlacementItems(filters, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
