import { Link, useLocation } from "wouter";
import { cn } from "@/lib/utils";
import { ADMIN_GROUPS, ADMIN_SECTIONS, findAdminSection } from "./admin-sections";

type AdminNavProps = {
  /** Distinguishes the sidebar's ids from the drawer's, which can be in the page at the same time. */
  idPrefix: string;
  onNavigate?: () => void;
};

/** Every admin section under its group's name; the current one is marked for the eye and for screen readers. */
export function AdminNav({ idPrefix, onNavigate }: AdminNavProps) {
  const [location] = useLocation();
  const current = findAdminSection(location);
  return (
    <nav aria-label="Admin sections" className="space-y-5 lg:space-y-4">
      {ADMIN_GROUPS.map((group) => {
        const sections = ADMIN_SECTIONS.filter((section) => section.group === group);
        if (sections.length === 0) return null;
        const groupId = `${idPrefix}-${group.toLowerCase()}`;
        return (
          <div key={group}>
            <p id={groupId} className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group}
            </p>
            <ul aria-labelledby={groupId} className="mt-1.5 space-y-0.5">
              {sections.map((section) => {
                const isCurrent = current?.id === section.id;
                return (
                  <li key={section.id}>
                    <Link
                      href={section.path}
                      onClick={onNavigate}
                      aria-current={isCurrent ? (location === section.path ? "page" : "true") : undefined}
                      className={cn(
                        "block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:py-1",
                        isCurrent && "bg-brand-50 text-brand-800 hover:bg-brand-100 hover:text-brand-900",
                      )}
                    >
                      {section.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The side navigation of wide screens: always in view, scrolling on its own below the header. */
export function AdminSidebar() {
  return (
    <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
      <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto px-3 py-4">
        <AdminNav idPrefix="admin-sidebar" />
      </div>
    </aside>
  );
}
