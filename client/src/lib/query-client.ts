import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * The spec's data-fetching defaults: no retries, no refetch on focus, no polling, data never stale.
 * Screens that need fresher data invalidate exactly what they changed.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
