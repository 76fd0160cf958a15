import sanitizeHtml from "sanitize-html";
import { plainTextToHtml } from "../../shared/lessons/lesson-html";

/**
 * What the lesson editor and the curriculum's Markdown can make, and nothing else: paragraphs, three heading
 * levels, bold, italic, struck-out text (a wrong form shown as wrong), inline code, lists, blockquotes
 * (examples), tables and line breaks, with no attribute at all (no style, no class, no link, no event
 * handler). Everything else is dropped; the text of script, style and similar elements goes with them.
 */
const LESSON_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "h2", "h3", "h4", "strong", "em", "del", "s", "code", "ul", "ol", "li", "blockquote", "br"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "title"],
  // Word processors paste <b>/<i> and <h1>: keep their meaning inside the allow-list.
  transformTags: { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" },
};

/** Lesson HTML as it may be stored and shown: only the allow-list survives. */
export const sanitizeLessonHtml = (html: string) => sanitizeHtml(html, LESSON_HTML_OPTIONS).trim();

/**
 * What a write stores: HTML sanitised, or text without any tag (an API client's plain text, paragraphs
 * split by a blank line) turned into paragraphs first.
 */
export const toStoredLessonHtml = (content: string) => sanitizeLessonHtml(/<[a-z!/]/i.test(content) ? content : plainTextToHtml(content));
