import { INTL_TAG } from "@shared/i18n/locales";
import { useT } from "@/i18n/use-t";

/**
 * How lesson HTML looks, on the lesson page and in the editor alike: the elements of the editor's
 * allow-list (p, h2-h4, strong, em, del/s, code, ul, ol, li, blockquote, br, tables), styled without a
 * typography plugin.
 */
export const LESSON_HTML_CLASSES = [
  "space-y-4 text-base leading-relaxed text-slate-800 break-words",
  "[&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:pt-1 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_h4]:text-base [&_h4]:font-medium [&_h4]:text-slate-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic [&_del]:line-through [&_s]:line-through",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-slate-900",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50/60 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-900",
  "[&_table]:min-w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:align-top [&_th]:font-semibold [&_th]:text-slate-900",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_td_p]:m-0 [&_th_p]:m-0",
].join(" ");

/**
 * A wide table (a verb's forms, a comparison) scrolls sideways inside its own box, so the page never
 * does on a phone; the box can take the keyboard's focus so that it scrolls without a mouse.
 */
const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const tableBox = (label: string, lang: string) =>
  `<div role="region" aria-label="${escapeAttribute(label)}" lang="${escapeAttribute(lang)}" tabindex="0" class="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700">`;

/**
 * The stored HTML with every table in its scrolling box (stored tables carry no attribute). The box is
 * named in the interface language (`label`, `lang`); the table in it stays the lesson's English.
 */
export const boxLessonTables = (html: string, label = "Table", lang = "en-US") =>
  html.replaceAll("<table>", `${tableBox(label, lang)}<table lang="en">`).replaceAll("</table>", "</table></div>");

/**
 * A lesson's explanation. The server keeps only the editor's allow-list, with no attribute, on every
 * write (and migration 0019 converted older plain text), so the stored HTML is rendered as it is.
 */
export function LessonHtml({ html, className }: { html: string; className?: string }) {
  const { t, locale } = useT();
  return (
    <div
      // The lesson is English being taught, whatever the interface language.
      lang="en"
      className={className ? `${LESSON_HTML_CLASSES} ${className}` : LESSON_HTML_CLASSES}
      dangerouslySetInnerHTML={{ __html: boxLessonTables(html, t("common.lessonHtml.table"), INTL_TAG[locale]) }}
    />
  );
}
