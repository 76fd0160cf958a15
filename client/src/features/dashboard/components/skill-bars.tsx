import type { MyProgressResponse } from "@shared/api/profile";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toPercent } from "@/lib/percent";
import { ProgressBar } from "@/components/ui/progress-bar";
import { formatPercent } from "@shared/i18n/format";
import { useT } from "@/i18n/use-t";

const SKILLS = [
  { key: "reading", labelId: "dashboard.skills.reading" },
  { key: "writing", labelId: "dashboard.skills.writing" },
  { key: "speaking", labelId: "dashboard.skills.speaking" },
  { key: "listening", labelId: "dashboard.skills.listening" },
] as const satisfies readonly { key: keyof MyProgressResponse["skills"]; labelId: string }[];

export function SkillBars({ skills }: { skills: MyProgressResponse["skills"] }) {
  const { t, locale } = useT();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{t("dashboard.skills.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {SKILLS.map(({ key, labelId }) => {
            const label = t(labelId);
            return (
              <li key={key} className="space-y-1.5">
                <div className="flex items-center justify-between text-sm">
                  <span className="font-medium text-slate-800">{label}</span>
                  <span className="text-slate-600">{formatPercent(toPercent(skills[key]) / 100, locale)}</span>
                </div>
                <ProgressBar value={skills[key]} label={label} barClassName="bg-gradient-to-r from-brand-500 to-brand-700" />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
