import type { SyllabusModule } from "@shared/api/courses";
import { useT } from "@/i18n/use-t";
import { taskSummary } from "../course-hours";

const SKILLS = [
  ["reading", "courses.statements.reading"],
  ["listening", "courses.statements.listening"],
  ["speaking", "courses.statements.speaking"],
  ["writing", "courses.statements.writing"],
] as const;

/**
 * What a module promises: a CEFR module's can-do statements by skill, or a TEFL unit's outcomes and its
 * reflective task. Folded under one summary line, so the syllabus stays a readable list.
 */
export function ModuleStatements({ module }: { module: SyllabusModule }) {
  const { t } = useT();
  const { canDo, outcomes, reflectiveTask } = module;
  if (!canDo && !outcomes?.length && !reflectiveTask) return null;
  return (
    <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 open:pb-4">
      <summary className="cursor-pointer font-semibold text-brand-800">
        {canDo ? t("courses.statements.canDo") : t("courses.statements.learn")}
      </summary>
      {canDo ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {SKILLS.filter(([skill]) => canDo[skill].length > 0).map(([skill, labelId]) => (
            <div key={skill}>
              <h4 className="font-semibold text-slate-900">{t(labelId)}</h4>
              <ul lang="en" className="mt-1 list-disc space-y-1 pl-5">
                {canDo[skill].map((statement) => (
                  <li key={statement}>{statement}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {outcomes?.length ? (
        <ul lang="en" className="mt-3 list-disc space-y-1 pl-5">
          {outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      ) : null}
      {reflectiveTask ? (
        <p className="mt-3">
          <span className="font-semibold text-slate-900">{t("courses.statements.reflectiveTask")} </span>
          <span lang="en">{taskSummary(reflectiveTask.prompt)}</span>
        </p>
      ) : null}
    </details>
  );
}
