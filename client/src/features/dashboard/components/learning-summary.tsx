import { Award, BookCheck, Clock } from "lucide-react";
import type { MyProgressResponse } from "@shared/api/profile";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

// Practice time is summed from lesson lengths, so it may carry a fraction of an hour.
const hoursFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("en");

type LearningSummaryProps = Pick<MyProgressResponse, "lessonsCompleted" | "practiceHours" | "certificates">;

export function LearningSummary({ lessonsCompleted, practiceHours, certificates }: LearningSummaryProps) {
  const stats = [
    { label: "Lessons completed", value: countFormat.format(lessonsCompleted), Icon: BookCheck },
    { label: "Practice hours", value: hoursFormat.format(practiceHours), Icon: Clock },
    { label: "Certificates", value: countFormat.format(certificates), Icon: Award },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">Learning Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {stats.map(({ label, value, Icon }) => (
            <div key={label} className="flex items-center gap-3 rounded-xl bg-slate-50 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col-reverse">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
