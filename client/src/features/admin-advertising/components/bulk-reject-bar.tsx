import { useState } from "react";
import { BULK_REJECT_LIMIT } from "@shared/api/admin-advertising";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useRejectAdvertisements } from "../api/reject-advertisements";

type BulkRejectBarProps = {
  /** The pending unpaid applications, newest first: the only ones a bulk rejection takes. */
  rejectable: number[];
  selected: number[];
  onSelect: (ids: ReadonlySet<number>) => void;
};

/**
 * Above the applications: select all (at most the server's limit of 100 at a time) and "Reject selected",
 * for spam floods. The confirmation says that no mail is sent; the toast says what was left alone.
 */
export function BulkRejectBar({ rejectable, selected, onSelect }: BulkRejectBarProps) {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  const reject = useRejectAdvertisements();
  if (rejectable.length === 0) return <p className="text-sm text-slate-600">{t("common.adminAds.noneToReject")}</p>;

  const selectable = rejectable.slice(0, BULK_REJECT_LIMIT);
  const isAllSelected = selected.length === selectable.length;
  // mutateAsync: the toast must not depend on this bar, which disappears when nothing is left to reject.
  const confirm = async () => {
    let result;
    try {
      result = await reject.mutateAsync({ ids: selected });
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("common.adminAds.failedTitle"),
        description: getErrorMessage(error, t("common.adminAds.failed")),
      });
      return;
    }
    setIsOpen(false);
    onSelect(new Set());
    toast({
      title: t("common.adminAds.rejectedTitle", { count: result.rejected.length }),
      description:
        result.skipped.length > 0 ? t("common.adminAds.skipped", { count: result.skipped.length }) : t("common.adminAds.noMailSent"),
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <Checkbox checked={isAllSelected} onChange={() => onSelect(isAllSelected ? new Set() : new Set(selectable))} />
        {t("common.adminAds.selectAll", { count: selectable.length })}
      </label>
      <span aria-live="polite" className="text-sm text-slate-600">
        {t("common.adminAds.selectedCount", { count: selected.length })}
      </span>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        trigger={
          <Button size="sm" variant="outline" className="sm:ml-auto" disabled={selected.length === 0}>
            {t("common.adminAds.rejectSelected")}
          </Button>
        }
        title={t("common.adminAds.confirmTitle", { count: selected.length })}
        description={t("common.adminAds.confirmText")}
        confirmLabel={t("common.adminAds.confirm")}
        busyLabel={t("common.adminAds.rejecting")}
        confirmVariant="destructive"
        dismissLabel={t("common.adminAds.cancel")}
        isBusy={reject.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
