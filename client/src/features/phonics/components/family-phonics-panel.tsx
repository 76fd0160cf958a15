import { Link } from "wouter";
import { formatPracticeTime, PRACTICE_TIME_COVERS } from "@shared/phonics/practice-time";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFamilySummary } from "../api/get-family-summary";
import { AVATAR_EMOJI } from "./child-avatars";

/**
 * The parent's view on the dashboard: each child's sounds mastered, practice time this week and the
 * sounds to practise next. Nothing shows for an account without child profiles.
 */
export function FamilyPhonicsPanel() {
  const family = useFamilySummary();
  if (!family.data || family.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your children's phonics</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {family.data.map((child) => (
            <li key={child.childId} aria-label={child.firstName} className="rounded-xl border border-slate-200 p-4">
              <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <span aria-hidden="true">{AVATAR_EMOJI[child.avatar]}</span>
                {child.firstName}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-700">
                <dt>Sounds mastered</dt>
                <dd className="font-medium">{child.soundsMastered}</dd>
                <dt>Practice this week</dt>
                <dd className="font-medium">
                  {formatPracticeTime(child.weeklyPracticeSeconds)} <span className="sr-only">({PRACTICE_TIME_COVERS})</span>
                </dd>
                <dt>Practise next</dt>
                <dd className="font-medium">{child.practiseNext.join(", ") || "Everything is mastered!"}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">Practice this week: {PRACTICE_TIME_COVERS.toLowerCase()}.</p>
        <Link href="/phonics" className="mt-4 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Go to Fun Phonics
        </Link>
      </CardContent>
    </Card>
  );
}
