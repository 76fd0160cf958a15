import { Marked } from "marked";
import { sanitizeLessonHtml } from "../admin-content/lesson-html";

// GitHub-flavoured Markdown (tables, ~~struck-out~~ text), no raw HTML passed through unsanitised.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * A curriculum lesson's Markdown explanation as lesson HTML: rendered by `marked`, then cleaned by the same
 * allow-list as the admin's editor, so a seeded lesson is stored exactly as an edited one would be.
 */
export const markdownToLessonHtml = (source: string): string => sanitizeLessonHtml(markdown.parse(source) as string);
