/** How far through the test the person is: question n of total counts as n/total done. */
export function AssessmentProgress({ index, total }: { index: number; total: number }) {
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div
      role="progressbar"
      aria-label="Assessment progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`Question ${index + 1} of ${total}`}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
