import type { MyProgressResponse } from "@shared/api/profile";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toPercent } from "@/lib/percent";
import { ProgressBar } from "@/components/ui/progress-bar";

const SKILLS = [
  { key: "reading", label: "Reading" },
  { key: "writing", label: "Writing" },
  { key: "speaking", label: "Speaking" },
  { key: "listening", label: "Listening" },
] as const satisfies readonly { key: keyof MyProgressResponse["skills"]; label: string }[];

export function SkillBars({ skills }: { skills: MyProgressResponse["skills"] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">Skills</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {SKILLS.map(({ key, label }) => (
            <li key={key} className="space-y-1.5">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium text-slate-800">{label}</span>
                <span className="text-slate-600">{toPercent(skills[key])}%</span>
              </div>
              <ProgressBar value={skills[key]} label={label} barClassName="bg-gradient-to-r from-brand-500 to-brand-700" />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
