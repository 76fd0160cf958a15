import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** The parent listens and marks the try: it counts as an attempt, like one the browser heard. */
export function ParentJudgement({ onJudge, isDisabled = false }: { onJudge: (isRight: boolean) => void; isDisabled?: boolean }) {
  const { t } = useT();
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">{t("kids.parentJudgement.intro")}</p>
      <div className="flex flex-wrap justify-center gap-3 sm:justify-start">
        <Button onClick={() => onJudge(true)} disabled={isDisabled}>
          {t("kids.parentJudgement.right")}
        </Button>
        <Button variant="outline" onClick={() => onJudge(false)} disabled={isDisabled}>
          {t("kids.parentJudgement.again")}
        </Button>
      </div>
    </div>
  );
}
