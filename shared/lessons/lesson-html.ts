// A lesson's explanation is stored as HTML from a small allow-list (see server/admin-content/lesson-html.ts;
// the curriculum's Markdown is rendered into it by server/curriculum/lesson-markdown.ts).
// These helpers are plain string work so that the seed, the server and the browser share them.

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** Plain text with paragraphs separated by a blank line, as lesson HTML: escaped, one <p> per paragraph. */
export const plainTextToHtml = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of lesson HTML, for counts, search and short previews: tags dropped, blocks spaced. */
export const lessonHtmlToText = (html: string) =>
  html
    .replace(/<\/(p|h2|h3|h4|li|blockquote|th|td)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
