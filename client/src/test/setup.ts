import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import english from "@shared/i18n/messages/en";
import { i18n, installCatalogue } from "@/i18n/i18n";

// jsdom has no layout: scrolling is a no-op here instead of a "not implemented" error on every navigation.
// Chromium's scrollTo returns a Promise; the stub does too, so an effect that returned it would fail here as well.
window.scrollTo = vi.fn(() => Promise.resolve()) as unknown as typeof window.scrollTo;

// jsdom has <dialog> but not its modal methods: open and close it as a browser would (without the inert page).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// A findBy or waitFor waits up to 5 s, not 1 s: lazy chunks (the toast region, a route's screen) load in a
// moment on a quiet machine and in seconds on a loaded 2-core CI runner; a test that never finds its text
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Screens render in English, as in a browser whose language we do not have; a test of another language
// activates it and the next test starts in English again.
installCatalogue("en", english);
i18n.activate("en");

afterEach(() => {
  if (i18n.locale !== "en") i18n.activate("en");
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
