import { Info } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { useAchievementsCatalogue } from "../api/get-achievements-catalogue";
import { useMyAchievements } from "../api/get-my-achievements";
import { AchievementsView } from "./achievements-view";
import { sampleRecord } from "./sample-achievements";

function StudentAchievements() {
  const { t } = useT();
  const record = useMyAchievements();
  if (record.isPending) return <SectionLoading label={t("certificates.achievements.loadingMine")} />;
  if (record.isError)
    return (
      <SectionError
        message={getErrorMessage(record.error, t("certificates.achievements.loadErrorMine"))}
        onRetry={() => void record.refetch()}
        isRetrying={record.isFetching}
      />
    );
  return <AchievementsView record={record.data} />;
}

function VisitorPreview() {
  const { t } = useT();
  const catalogue = useAchievementsCatalogue();
  return (
    <div className="space-y-6">
      <div
        role="note"
        className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex gap-3 text-slate-800">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <Trans id="certificates.achievements.exampleNote" components={[<strong />]} />
          </span>
        </p>
        <div className="flex shrink-0 gap-3">
          <Link href="/register" className={buttonClasses({})}>
            {t("certificates.achievements.register")}
          </Link>
          <Link href="/login" className={buttonClasses({ variant: "outline" })}>
            {t("certificates.achievements.signIn")}
          </Link>
        </div>
      </div>
      {catalogue.isPending ? (
        <SectionLoading label={t("certificates.achievements.loadingCatalogue")} />
      ) : catalogue.isError ? (
        <SectionError
          message={getErrorMessage(catalogue.error, t("certificates.achievements.loadErrorCatalogue"))}
          onRetry={() => void catalogue.refetch()}
          isRetrying={catalogue.isFetching}
        />
      ) : (
        <AchievementsView record={sampleRecord(catalogue.data.achievements)} />
      )}
    </div>
  );
}

/** /achievements: a signed-in student's own record; visitors see the sample, labelled as an example. */
export function AchievementsPage() {
  const { user, isLoading } = useAuth();
  const { t } = useT();
  if (isLoading) return <SectionLoading label={t("certificates.achievements.loading")} />;
  return user ? <StudentAchievements /> : <VisitorPreview />;
}
