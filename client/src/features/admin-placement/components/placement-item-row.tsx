import { format } from "date-fns";
import type { ReactNode } from "react";
import type { AdminPlacementItem } from "@shared/api/admin-placement";
import { Badge } from "@/components/ui/badge";
import { answeredBands, parameterText, percentText } from "./placement-figures";
import { PlacementItemFlags } from "./placement-item-flags";
import { RetireItemButton } from "./retire-item-button";

/**
 * A cell that names itself on a narrow screen: below lg the table's rows are cards and its header is
 * hidden, so each figure carries its column's name beside it (read out too: a card is no longer a table).
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex gap-3 py-1 lg:table-cell lg:px-3 lg:py-3 lg:align-top">
      <span className="w-28 shrink-0 font-medium text-slate-600 lg:hidden">{label}</span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** One item of the bank: what it asks, its parameters, how candidates answered it, its flags, retire or restore. */
export function PlacementItemRow({ item }: { item: AdminPlacementItem }) {
  const bands = answeredBands(item.byBand);
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0">
      <th scope="row" className="block pb-2 text-left font-normal lg:table-cell lg:w-64 lg:px-3 lg:py-3 lg:align-top">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold break-words text-slate-900">{item.key}</span>
          {item.isRetired ? <Badge tone="muted">Retired</Badge> : null}
        </span>
        <span className="block text-sm text-slate-600">
          {capitalised(item.skill)} · {item.level}
        </span>
        <span className="mt-1 block text-sm text-slate-800">{item.question}</span>
      </th>
      <Cell label="Parameters">
        <span className="block whitespace-nowrap">
          b {parameterText(item.difficulty)} · a {parameterText(item.discrimination)}
        </span>
        <span className="block text-slate-600">
          {item.calibratedAt ? `Calibrated ${format(new Date(item.calibratedAt), "d MMM yyyy")}` : "Starting values"}
        </span>
      </Cell>
      <Cell label="Answers">{item.answers}</Cell>
      <Cell label="Right">{percentText(item.rightShare)}</Cell>
      <Cell label="Right by level">
        {bands.length === 0 ? (
          "—"
        ) : (
          <ul className="space-y-0.5 whitespace-nowrap">
            {bands.map((figure) => (
              <li key={figure.band}>
                {figure.band} {percentText(figure.rightShare)} <span className="text-slate-600">of {figure.answers}</span>
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell label="Flags">
        <PlacementItemFlags flags={item.flags} />
      </Cell>
      <td className="block pt-3 lg:table-cell lg:px-3 lg:py-3 lg:align-top">
        <RetireItemButton item={item} />
      </td>
    </tr>
  );
}
