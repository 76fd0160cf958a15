-- Issue 29: a lesson's explanation becomes sanitised HTML (the rich-text editor's allow-list).
-- Plain text written before is converted as shared/lessons/lesson-html.ts plainTextToHtml does it:
-- & < > escaped, paragraphs split at blank lines, trimmed, each wrapped in <p>. Content that already
-- starts with one of the editor's block tags is left alone, so running it on HTML changes nothing.
UPDATE "lessons" SET "content" = (
  SELECT coalesce(string_agg('<p>' || btrim("part", E' \t\r\n') || '</p>', '' ORDER BY "place"), '')
  FROM regexp_split_to_table(
    replace(replace(replace("lessons"."content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\\r?\\n\\s*\\r?\\n'
  ) WITH ORDINALITY AS "paragraphs"("part", "place")
  WHERE btrim("part", E' \t\r\n') <> ''
)
WHERE "content" IS NOT NULL AND "content" !~ '^\s*<(p|h2|h3|ul|ol|blockquote)[\s>]';
