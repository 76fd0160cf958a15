import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders `ui` with the app's providers, a fresh query cache and an in-memory location at `path`
 * (query string included). `location.history` records every navigation, query strings and all.
 */
export function renderWithProviders(ui: ReactElement, { path = "/", ...options }: { path?: string } & RenderOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProvider queryClient={queryClient}>{ui}</AppProvider>
    </Router>,
    options,
  );
  /** The address the app is at now, as "/path?search". */
  const currentPath = () => location.history.at(-1);
  return { ...result, user, location, queryClient, currentPath };
}
