import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { queryClient as appQueryClient } from "@/lib/query-client";

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client so that no cached answer leaks from one test into the next. */
  queryClient?: QueryClient;
};

/**
 * Everything screens rely on, except the router: wouter uses the browser location by default, and
 * tests wrap this in `<Router hook={memoryLocation().hook}>` instead.
 */
export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
