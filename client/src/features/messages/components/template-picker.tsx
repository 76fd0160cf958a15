import { Check } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import type { ShareTemplate } from "./share-templates";

type TemplatePickerProps = {
  templates: readonly ShareTemplate[];
  selectedId: string;
  onSelect: (templateId: string) => void;
};

/** Native radio buttons dressed as cards: arrow keys move between them, as in any radio group. */
export function TemplatePicker({ templates, selectedId, onSelect }: TemplatePickerProps) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t("messages.share.templateLegend")}</legend>
      <div className="grid gap-3">
        {templates.map((template) => {
          const isSelected = template.id === selectedId;
          return (
            <label
              key={template.id}
              className={cn(
                "flex cursor-pointer items-center gap-4 rounded-xl border p-3 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)",
                isSelected ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name="share-template"
                value={template.id}
                checked={isSelected}
                onChange={() => onSelect(template.id)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-12 shrink-0 items-center justify-center rounded-lg text-xs font-bold",
                  template.backgroundClass,
                  template.textClass,
                )}
              >
                Aa
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{t(template.nameId)}</span>
                <span className="block text-sm text-slate-600">{t(template.descriptionId)}</span>
              </span>
              {isSelected ? <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
