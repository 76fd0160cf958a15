import { isAnyLocale, LOCALE_NAMES, LOCALES } from "@shared/i18n/locales";
import { SelectField } from "@/components/ui/select-field";
import { useLanguageChoice } from "@/i18n/use-language-choice";
import { useT } from "@/i18n/use-t";

/**
 * The interface language on the profile: the same choice as the footer's, saved on the account so that our
 * mails follow it. Each language is named in itself; the lessons stay in English whatever is chosen.
 */
export function InterfaceLanguageField({ className }: { className?: string }) {
  const { t } = useT();
  const { locale, choose } = useLanguageChoice();
  return (
    <SelectField
      id="profile-interfaceLanguage"
      className={className}
      label={t("account.profile.interfaceLanguage")}
      hint={t("account.profile.interfaceLanguageHint")}
      value={locale === "pseudo" ? "en" : locale}
      onChange={(event) => {
        if (isAnyLocale(event.target.value)) void choose(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        // Each name is in its own language, whatever the page's: say so to screen readers.
        <option key={option} value={option} lang={option === "zh" ? "zh-CN" : option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </SelectField>
  );
}
