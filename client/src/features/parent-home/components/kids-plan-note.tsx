import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { KIDS_PLANS_PATH } from "@/lib/parent-paths";
import { cn } from "@/lib/utils";
import { describeKidsPlan, offersPlanChoice, type KidsPlanState } from "../kids-plan-state";

/** One line about the kids plan ("Free trial, ends 2 Dec") and, unless a plan is running, "Choose a plan". */
export function KidsPlanNote({ state, timeZone, className }: { state: KidsPlanState; timeZone: string; className?: string }) {
  const { t, locale } = useT();
  const text = describeKidsPlan(state, timeZone, t, locale);
  if (!text) return null;
  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-slate-900",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {text}
      </p>
      {offersPlanChoice(state) ? (
        <Link href={KIDS_PLANS_PATH} className={buttonClasses({ size: "sm" })}>
          {t("kids.choosePlan")}
        </Link>
      ) : null}
    </div>
  );
}
