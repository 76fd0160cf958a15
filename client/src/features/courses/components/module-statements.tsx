import type { SyllabusModule } from "@shared/api/courses";
import { taskSummary } from "../course-hours";

const SKILLS = [
  ["reading", "Reading"],
  ["listening", "Listening"],
  ["speaking", "Speaking"],
  ["writing", "Writing"],
] as const;

/**
 * What a module promises: a CEFR module's can-do statements by skill, or a TEFL unit's outcomes and its
 * reflective task. Folded under one summary line, so the syllabus stays a readable list.
 */
export function ModuleStatements({ module }: { module: SyllabusModule }) {
  const { canDo, outcomes, reflectiveTask } = module;
  if (!canDo && !outcomes?.length && !reflectiveTask) return null;
  return (
    <details className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 open:pb-4">
      <summary className="cursor-pointer font-semibold text-brand-800">
        {canDo ? "What you will be able to do" : "What you will learn"}
      </summary>
      {canDo ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {SKILLS.filter(([skill]) => canDo[skill].length > 0).map(([skill, label]) => (
            <div key={skill}>
              <h4 className="font-semibold text-slate-900">{label}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {canDo[skill].map((statement) => (
                  <li key={statement}>{statement}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {outcomes?.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
      ) : null}
      {reflectiveTask ? (
        <p className="mt-3">
          <span className="font-semibold text-slate-900">Reflective task: </span>
          {taskSummary(reflectiveTask.prompt)}
        </p>
      ) : null}
    </details>
  );
}
