import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** Pages of a paged list: Previous, "Page n of m", Next. Nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label ?? t("common.pager.label")} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t("common.pager.previous")}
      </Button>
      <span className="text-sm text-slate-700">{t("common.pager.pageOf", { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t("common.pager.next")}
      </Button>
    </nav>
  );
}
