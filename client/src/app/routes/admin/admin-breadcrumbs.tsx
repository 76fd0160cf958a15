import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { AdminSection } from "./admin-sections";

type AdminBreadcrumbsProps = { section: AdminSection | undefined; detail: string | undefined };

/** Admin › group › section (› the page below it); the last one is where the admin is. */
export function AdminBreadcrumbs({ section, detail }: AdminBreadcrumbsProps) {
  const crumbs: { label: string; href?: string }[] = [{ label: "Admin", href: "/admin" }];
  if (section) {
    crumbs.push({ label: section.group });
    crumbs.push({ label: section.label, href: detail ? section.path : undefined });
  }
  if (detail) crumbs.push({ label: detail });
  const last = crumbs.length - 1;
  return (
    <nav aria-label="Breadcrumb" className="mb-3 min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" /> : null}
            {index === last ? (
              <span aria-current="page" className="font-medium break-all text-slate-900">
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <Link href={crumb.href} className="rounded text-brand-700 underline-offset-4 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
