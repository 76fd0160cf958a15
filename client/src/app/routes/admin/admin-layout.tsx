import { Suspense, useEffect, type ReactNode } from "react";
import { useLocation } from "wouter";
import { DocumentTitle } from "@/components/layout/page";
import { ErrorBoundary } from "@/components/layout/error-boundary";
import { SectionLoading } from "@/components/ui/section-status";
import { useAuth } from "@/lib/auth";
import { AdminBreadcrumbs } from "./admin-breadcrumbs";
import { useDetailCrumbLabel } from "./admin-detail-crumb";
import { AdminHeader } from "./admin-header";
import { findAdminSection } from "./admin-sections";
import { AdminSidebar } from "./admin-sidebar";

/**
 * The staff side's frame, without the public header and footer: its own header, the side navigation (a
 * drawer below 1024 px), the breadcrumbs and the screen's h1 and description above the screen itself.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useAuth();
  const section = findAdminSection(location);
  const detail = useDetailCrumbLabel();
  const title = detail ?? section?.label ?? "Page Not Found";

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <AdminHeader username={user?.username ?? ""} />
      {/* At least the screen's height under the 4rem header: the white side menu reaches the bottom of a short screen too. */}
      <div className="flex min-h-[calc(100dvh-4rem)]">
        <AdminSidebar />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <DocumentTitle title={`${title} · Admin`} />
          <AdminBreadcrumbs section={section} detail={detail} />
          <div className="mb-6 max-w-3xl space-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
            {section && !detail ? <p className="text-slate-600">{section.description}</p> : null}
          </div>
          <ErrorBoundary resetKey={location}>
            <Suspense fallback={<SectionLoading label="Loading..." />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
