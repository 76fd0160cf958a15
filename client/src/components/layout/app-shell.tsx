import { useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useT } from "@/i18n/use-t";
import { ErrorBoundary } from "./error-boundary";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, the page area and footer around every screen. `notice` is a site-wide line above the header
 * (the test-payments banner), composed by the app: layout components do not reach into features.
 */
export function AppShell({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  const [location] = useLocation();
  const { t } = useT();

  // A new page starts at its top, as a full page load would. A block body on purpose: Chromium's
  // scrollTo now returns a Promise, and an effect must return nothing but a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("common.appShell.skipToContent")}
      </a>
      {/* Printed pages (receipts) carry only their own content: no banner, header or footer on paper. */}
      <div className="print:hidden">
        {notice}
        <SiteHeader />
      </div>
      {/* At least a screen tall: the footer stays below the fold while a lazy page loads (no layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <div className="print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}
