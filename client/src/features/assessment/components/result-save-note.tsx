import { CheckCircle2, Info } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** Whether the result was kept, as the server reported it, and what to do if it was not. */
export function ResultSaveNote({ isSaved, isSignedIn }: { isSaved: boolean; isSignedIn: boolean }) {
  const { t } = useT();
  if (isSaved) {
    return (
      <div className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-3 text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>{t("assessment.saveNote.saved")}</span>
        </p>
        <Link href="/dashboard" className={buttonClasses({ variant: "outline", className: "shrink-0" })}>
          {t("assessment.saveNote.goToDashboard")}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4 rounded-2xl border border-accent-400/60 bg-accent-400/10 p-5">
      <p className="flex items-start gap-3 text-slate-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <span>
          <strong className="font-semibold">{t("assessment.saveNote.notSaved")}</strong>{" "}
          {isSignedIn ? t("assessment.saveNote.retakeLater") : t("assessment.saveNote.createAccount")}
        </span>
      </p>
      {isSignedIn ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:pl-8">
          <Link href="/register?redirect=/assessment" className={buttonClasses({ variant: "accent" })}>
            {t("assessment.saveNote.register")}
          </Link>
          <Link href="/login?redirect=/assessment" className={buttonClasses({ variant: "outline" })}>
            {t("assessment.saveNote.signIn")}
          </Link>
        </div>
      )}
    </div>
  );
}
