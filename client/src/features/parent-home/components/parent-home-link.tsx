import { ArrowRight, Users } from "lucide-react";
import { Link } from "wouter";
import { useT } from "@/i18n/use-t";
import { PARENT_HOME_PATH } from "@/lib/parent-paths";
import { useChildrenProgress } from "../api/get-children";

/**
 * On the adult dashboard of an account that also has children (an admin, or a student who kept child
 * profiles from a kids plan): the way to their parent home. Nothing for an account without children.
 */
export function ParentHomeLink() {
  const { t } = useT();
  const family = useChildrenProgress();
  if (!family.data || family.data.length === 0) return null;
  const names = family.data.map((child) => child.firstName).join(", ");
  return (
    <Link
      href={PARENT_HOME_PATH}
      className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
    >
      <Users aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold">{t("kids.parentHome.title")}</span>
        <span className="block truncate text-sm">{t("kids.parentHomeLink.text", { names })}</span>
      </span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </Link>
  );
}
