import { Languages } from "lucide-react";
import { useId } from "react";
import { isAnyLocale, LOCALE_NAMES, LOCALES } from "@shared/i18n/locales";
import { useLanguageChoice } from "@/i18n/use-language-choice";
import { useT } from "@/i18n/use-t";

/** The interface language, each named in itself; the lessons stay in English whatever is chosen. */
export function LanguageSelect() {
  const id = useId();
  const { t } = useT();
  const { locale, choose } = useLanguageChoice();
  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4 text-slate-400" />
      <label htmlFor={id} className="text-sm text-slate-400">
        {t("common.footer.language")}
      </label>
      <select
        id={id}
        value={locale === "pseudo" ? "en" : locale}
        onChange={(event) => {
          if (isAnyLocale(event.target.value)) void choose(event.target.value);
        }}
        className="h-9 rounded-lg border border-white/15 bg-slate-800 px-2 text-sm text-slate-200"
      >
        {LOCALES.map((option) => (
          // Each name is in its own language, whatever the page's: say so to screen readers.
          <option key={option} value={option} lang={option === "zh" ? "zh-CN" : option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
