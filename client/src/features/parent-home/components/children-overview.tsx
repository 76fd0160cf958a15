import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { KIDS_PLANS_PATH } from "@/lib/parent-paths";
import { useChildrenProgress, useParentChildren } from "../api/get-children";
import { ChildProgressCard } from "./child-progress-card";

type ChildrenOverviewProps = {
  /** The add-child dialog's trigger; the screen composes the phonics programme's form. */
  renderAddChild: (trigger: { label: string; isFirstChild: boolean }) => ReactNode;
};

/** The parent home's first section: each child with their progress, or how to add the first one. */
export function ChildrenOverview({ renderAddChild }: ChildrenOverviewProps) {
  const { t } = useT();
  const account = useParentChildren();
  const progress = useChildrenProgress();

  if (account.isPending || progress.isPending) return <SectionLoading label={t("kids.childrenOverview.loading")} />;
  if (account.isError || progress.isError) {
    return (
      <SectionError
        message={t("kids.childrenOverview.loadFailed")}
        isRetrying={account.isFetching || progress.isFetching}
        onRetry={() => {
          if (account.isError) void account.refetch();
          if (progress.isError) void progress.refetch();
        }}
      />
    );
  }

  const { children, maxChildren, hasFullAccess } = account.data;
  const hasRoom = hasFullAccess && children.length < maxChildren;

  if (children.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-6 text-center">
        <p aria-hidden="true" className="text-4xl">
          👋
        </p>
        <h3 className="mt-2 text-xl font-semibold text-slate-900">{t("kids.addChild.title")}</h3>
        {hasRoom ? (
          <>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{t("kids.childrenOverview.addFirstText")}</p>
            <div className="mt-4 flex justify-center">{renderAddChild({ label: t("kids.addChild.title"), isFirstChild: true })}</div>
          </>
        ) : (
          <>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{t("kids.childrenOverview.needsPlan")}</p>
            <Link href={KIDS_PLANS_PATH} className={buttonClasses({ className: "mt-4" })}>
              {t("kids.choosePlan")}
            </Link>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {children.map((child) => (
          <li key={child.id}>
            <ChildProgressCard child={child} progress={progress.data.find((entry) => entry.childId === child.id)} />
          </li>
        ))}
      </ul>
      {/* The one definition of practice time, said where the figure is shown. */}
      <p className="text-sm text-slate-600">{t("kids.childrenOverview.practiceTimeNote")}</p>
      {hasRoom ? renderAddChild({ label: t("kids.childrenOverview.addAnother"), isFirstChild: false }) : null}
    </div>
  );
}
