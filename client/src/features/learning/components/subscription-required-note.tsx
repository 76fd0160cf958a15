import { Info } from "lucide-react";
import { ENROLL_NEEDS_SUBSCRIPTION } from "@shared/api/learning";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

/** Pricing's note for a student sent there by Enroll: why they are here. */
export function SubscriptionRequiredNote({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <div
      role="note"
      className={cn("flex items-start gap-3 rounded-2xl border border-accent-500/40 bg-accent-400/15 p-4 text-brand-950 sm:p-5", className)}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t("learning.subscriptionNote.title", { message: translateMessage(ENROLL_NEEDS_SUBSCRIPTION) })}</p>
        <p className="text-sm">{t("learning.subscriptionNote.text")}</p>
      </div>
    </div>
  );
}
