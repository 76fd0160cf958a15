/**
 * How lesson HTML looks, on the lesson page and in the editor alike: the elements of the editor's
 * allow-list (p, h2, h3, strong, em, ul, ol, li, blockquote, br), styled without a typography plugin.
 */
export const LESSON_HTML_CLASSES = [
  "space-y-4 text-base leading-relaxed text-slate-800 break-words",
  "[&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:pt-1 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_blockquote]:rounded-r-lg [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50/60 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-900",
].join(" ");

/**
 * A lesson's explanation. The server keeps only the editor's allow-list, with no attribute, on every
 * write (and migration 0019 converted older plain text), so the stored HTML is rendered as it is.
 */
export function LessonHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `${LESSON_HTML_CLASSES} ${className}` : LESSON_HTML_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
