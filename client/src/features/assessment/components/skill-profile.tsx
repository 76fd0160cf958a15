import type { PlacementSkillResult } from "@shared/api/placement";
import { useT } from "@/i18n/use-t";
import { bandNameOf } from "../result-texts";

const SKILL_NAME_IDS: Record<PlacementSkillResult["skill"], string> = {
  reading: "assessment.skill.reading",
  listening: "assessment.skill.listening",
  grammar_vocabulary: "assessment.skill.grammarVocabulary",
};

// Always in this order, whatever order the result lists them in: the same place on every result.
const SKILL_ORDER: PlacementSkillResult["skill"][] = ["reading", "listening", "grammar_vocabulary"];

/** The level of each skill on its own, with a warning where too few of its items were answered to say much. */
export function SkillProfile({ skills }: { skills: PlacementSkillResult[] }) {
  const { t } = useT();
  const ordered = [...skills].sort((a, b) => SKILL_ORDER.indexOf(a.skill) - SKILL_ORDER.indexOf(b.skill));
  return (
    <section aria-labelledby="skill-profile-heading" className="space-y-3">
      <h3 id="skill-profile-heading" className="text-lg font-semibold text-slate-900">
        {t("assessment.skillProfile.heading")}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {ordered.map((skill) => (
          <div key={skill.skill} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t(SKILL_NAME_IDS[skill.skill])}</dt>
            <dd className="mt-1">
              <span className="block text-lg font-semibold text-slate-900">
                {skill.band} · {bandNameOf(skill.band, t)}
              </span>
              <span className="block text-xs text-slate-600">
                {skill.isTentative
                  ? t("assessment.skillProfile.questionsTentative", { count: skill.itemsAnswered })
                  : t("assessment.skillProfile.questions", { count: skill.itemsAnswered })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
