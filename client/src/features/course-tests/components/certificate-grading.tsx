import { DISTINCTION_FROM, MERIT_FROM } from "@shared/api/certificates";
import type { CertificateGrading as Grading, GradedCertificateGrading } from "@shared/api/course-tests";
import { formatNumber } from "@shared/i18n/format";
import { translateContent } from "@/i18n/content-text";
import { Trans } from "@/i18n/trans";
import { useT } from "@/i18n/use-t";

const gradeName = (grade: string) => translateContent(grade).text;

/** One part of the score: its name (staff's English for a module test), its weight, its best score or "not taken yet". */
function ScorePart({
  name,
  isEnglish,
  weight,
  best,
  untaken,
}: {
  name: string;
  isEnglish: boolean;
  weight: string;
  best: number | null;
  untaken: string;
}) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-1.5 last:border-0">
      <span>
        <span className="font-medium text-slate-900" lang={isEnglish ? "en" : undefined}>
          {name}
        </span>
        <span className="text-slate-600"> · {t("learning.certificateGrade.weight", { weight })}</span>
      </span>
      <span className={best === null ? "text-amber-800" : "text-slate-800"}>
        {best === null ? untaken : t("learning.certificateGrade.best", { score: best })}
      </span>
    </li>
  );
}

/** Where the student stands against the grade: the server's figures (certificateScore), never worked out here. */
function GradeSoFar({ grading }: { grading: GradedCertificateGrading }) {
  const { t } = useT();
  if (grading.soFar)
    return (
      <p className="font-medium text-slate-900">
        {t("learning.certificateGrade.soFar", { grade: gradeName(grading.soFar.grade), score: grading.soFar.score })}
      </p>
    );
  return (
    <div className="space-y-1">
      <p className="text-slate-800">
        {grading.moduleTests.length
          ? t("learning.certificateGrade.finalNeedsWithModules", { average: grading.moduleTestsAverage ?? 0 })
          : t("learning.certificateGrade.finalNeeds")}
      </p>
      <ul className="space-y-0.5 text-slate-800">
        {grading.finalNeeds.map((need) => (
          <li key={need.grade}>
            {need.finalScore === null
              ? t("learning.certificateGrade.outOfReach", { grade: gradeName(need.grade) })
              : t("learning.certificateGrade.needs", { grade: gradeName(need.grade), score: need.finalScore })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How the certificate will be graded, shown before it is issued (D31): each part's weight, a module test
 * never taken as such, and the grade so far. A course without a final says its certificate has no grade.
 */
export function CertificateGrading({ grading }: { grading: Grading }) {
  const { t, locale } = useT();
  if (grading.kind === "completion")
    return (
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        {grading.issued
          ? t("learning.certificateGrade.completionIssued", { number: grading.issued.certificateNumber })
          : t("learning.certificateGrade.completionOnly")}
      </p>
    );
  const percent = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  const issued = grading.issued;
  return (
    <section aria-labelledby="certificate-grade-heading" className="space-y-3 border-t border-slate-200 pt-4 text-sm">
      <h3 id="certificate-grade-heading" className="text-base font-semibold text-slate-900">
        {t("learning.certificateGrade.title")}
      </h3>
      <p className="text-slate-600">
        {grading.moduleTests.length
          ? t("learning.certificateGrade.rule", {
              finalWeight: percent(grading.finalWeight),
              moduleWeight: percent(100 - grading.finalWeight),
              distinction: DISTINCTION_FROM,
              merit: MERIT_FROM,
            })
          : t("learning.certificateGrade.ruleFinalOnly", { distinction: DISTINCTION_FROM, merit: MERIT_FROM })}
      </p>
      <ul>
        <ScorePart
          name={t("learning.certificateGrade.final")}
          isEnglish={false}
          weight={percent(grading.finalWeight)}
          best={grading.finalBest}
          untaken={t("learning.certificateGrade.finalNotTaken")}
        />
        {grading.moduleTests.map((test) => (
          <ScorePart
            key={test.testId}
            name={test.title}
            isEnglish
            weight={percent(test.weight)}
            best={test.bestScore}
            untaken={t("learning.certificateGrade.notTaken")}
          />
        ))}
      </ul>
      {issued ? (
        <p className="font-medium text-slate-900">
          {issued.grade
            ? t("learning.certificateGrade.issued", { number: issued.certificateNumber, grade: gradeName(issued.grade) })
            : t("learning.certificateGrade.completionIssued", { number: issued.certificateNumber })}
        </p>
      ) : (
        <>
          <GradeSoFar grading={grading} />
          {grading.moduleTests.length ? (
            <p className="rounded-xl bg-amber-50 p-3 text-amber-900">
              <Trans id="learning.certificateGrade.fixedAtIssue" components={[<strong />]} />
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
