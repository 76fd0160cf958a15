import { Award, BookCheck, Clock } from "lucide-react";
import type { MyProgressResponse } from "@shared/api/profile";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatNumber } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";
import { formatTimeSpent } from "@/lib/format-duration";

type LearningSummaryProps = Pick<MyProgressResponse, "lessonsCompleted" | "practiceSeconds" | "certificates">;

export function LearningSummary({ lessonsCompleted, practiceSeconds, certificates }: LearningSummaryProps) {
  const { t, locale } = useT();
  const stats = [
    { label: t("dashboard.summary.lessonsCompleted"), value: formatNumber(lessonsCompleted, locale), Icon: BookCheck },
    { label: t("dashboard.summary.practiceTime"), value: formatTimeSpent(practiceSeconds), Icon: Clock },
    { label: t("dashboard.summary.certificates"), value: formatNumber(certificates, locale), Icon: Award },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{t("dashboard.summary.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {stats.map(({ label, value, Icon }) => (
            // A <dl> group holds only its <dt> and <dd>: the icon badge sits inside the term, in the left gutter.
            <div
              key={label}
              className="relative flex min-h-18 min-w-0 flex-col-reverse justify-center rounded-xl bg-slate-50 py-4 pr-4 pl-17"
            >
              <dt className="text-sm text-slate-600">
                <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="text-2xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-600">{t("dashboard.summary.practiceNote")}</p>
      </CardContent>
    </Card>
  );
}
