import { PLACEMENT_FLAG_LABELS, type PlacementItemFlag } from "@shared/api/admin-placement";
import { Badge, type BadgeTone } from "@/components/ui/badge";

// A problem is red or amber; a notice that the figures are still thin is neutral.
const TONE: Record<PlacementItemFlag, BadgeTone> = {
  too_easy: "warning",
  too_hard: "warning",
  low_discrimination: "danger",
  not_enough_answers: "neutral",
};

/** An item's flags as badges in words; "None" when the figures raise nothing. */
export function PlacementItemFlags({ flags }: { flags: PlacementItemFlag[] }) {
  if (flags.length === 0) return <span className="text-slate-600">None</span>;
  return (
    <ul aria-label="Flags" className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li key={flag}>
          {/* Square-ish corners: a long flag wraps in a narrow column and must still read as one label. */}
          <Badge tone={TONE[flag]} className="rounded-md">
            {PLACEMENT_FLAG_LABELS[flag]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
