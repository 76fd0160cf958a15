import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** What a visitor or a student without a plan sees instead of the classes. */
export function ViewPlansPrompt() {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("live.viewPlans.text")}</p>
      <Link href="/pricing" className={buttonClasses({ className: "w-full" })}>
        {t("live.viewPlans.button")}
      </Link>
    </div>
  );
}
