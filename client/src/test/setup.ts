import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";

// jsdom has no layout: scrolling is a no-op here instead of a "not implemented" error on every navigation.
// Chromium's scrollTo returns a Promise; the stub does too, so an effect that returned it would fail here as well.
window.scrollTo = vi.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
