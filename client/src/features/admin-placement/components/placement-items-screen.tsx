import { useEffect, useState } from "react";
import { CEFR_BANDS } from "@shared/placement/bands";
import { PLACEMENT_SKILLS } from "@shared/placement/item-schema";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Pager } from "@/components/ui/pager";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { usePlacementItems, type PlacementItemFilters } from "../api/get-placement-items";
import { PlacementItemRow } from "./placement-item-row";

const TYPING_DELAY_MS = 300;

type Choices = Omit<PlacementItemFilters, "page">;
const NO_FILTERS: Choices = { level: "", skill: "", flagged: false, search: "" };
const SKILL_OPTIONS = PLACEMENT_SKILLS.map((skill) => ({ value: skill, label: skill[0]!.toUpperCase() + skill.slice(1) }));
const COLUMNS = ["Parameters", "Answers", "Right", "Right by level", "Flags"];

/** Typed words wait a moment before they ask the server; a choice asks at once. */
function useSettledText(value: string) {
  const [settled, setSettled] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The placement bank's items with how candidates answered them: each item's parameters, its right share
 * overall and by the candidates' final level, and flags for items that do not behave as their level says.
 */
export function PlacementItemsScreen() {
  const [choices, setChoices] = useState<Choices>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const search = useSettledText(choices.search);
  const list = usePlacementItems({ ...choices, search, page });
  const hasFilters = choices.level !== "" || choices.skill !== "" || choices.flagged || choices.search.trim() !== "";

  const choose = <Key extends keyof Choices>(key: Key, value: Choices[Key]) => {
    setChoices((current) => ({ ...current, [key]: value }));
    setPage(1);
  };

  return (
    <section className="space-y-4">
      <form
        role="search"
        aria-label="Filter the placement items"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          id="placement-level"
          label="Level"
          value={choices.level}
          onChange={(event) => choose("level", event.target.value)}
          placeholder="All levels"
          options={CEFR_BANDS}
        />
        <SelectField
          id="placement-skill"
          label="Skill"
          value={choices.skill}
          onChange={(event) => choose("skill", event.target.value)}
          placeholder="All skills"
          options={SKILL_OPTIONS}
        />
        <TextField
          id="placement-search"
          label="Search"
          type="search"
          placeholder="Key or words of the item"
          value={choices.search}
          onChange={(event) => choose("search", event.target.value)}
        />
        <CheckboxField
          id="placement-flagged"
          label="Flagged items only (too easy, too hard or low discrimination)"
          checked={choices.flagged}
          onChange={(event) => choose("flagged", event.target.checked)}
          className="self-end sm:pb-2.5"
        />
        {hasFilters ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setChoices(NO_FILTERS);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          </div>
        ) : null}
      </form>
      {list.isPending ? (
        <SectionLoading label="Loading the placement items..." />
      ) : list.isError ? (
        <SectionError
          message={getErrorMessage(list.error, "The placement items could not be loaded.")}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        <>
          {list.data.bankAnswers === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              No answers yet: the figures appear as candidates take the test.
            </p>
          ) : null}
          {list.data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {hasFilters ? "No items match these filters." : "The placement bank has no items yet."}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {list.data.total === 1 ? "1 item" : `${list.data.total} items`}, by level, skill and key. Parameters: b is the difficulty, a
                the discrimination; right by level counts candidates by their final placement.
              </p>
              <table className="block w-full text-sm lg:table">
                <caption className="sr-only">Placement items and how candidates answered them</caption>
                <thead className="hidden lg:table-header-group">
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="px-3 py-2 font-medium">
                      Item
                    </th>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {column}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 font-medium">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="block space-y-3 lg:table-row-group lg:space-y-0">
                  {list.data.items.map((item) => (
                    <PlacementItemRow key={item.id} item={item} />
                  ))}
                </tbody>
              </table>
              <Pager
                label="Placement item pages"
                page={page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                onPageChange={setPage}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
