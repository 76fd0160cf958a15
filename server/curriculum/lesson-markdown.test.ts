import { describe, expect, it } from "vitest";
import { markdownToLessonHtml } from "./lesson-markdown";

describe("markdownToLessonHtml", () => {
  it("renders what the curriculum writes: headings, emphasis, lists, quotes, tables and struck-out text", () => {
    const html = markdownToLessonHtml(
      [
        "## The verb *to be*",
        "",
        "We say **I am**, not ~~I is~~. Use `am` with I.",
        "",
        "| Subject | Verb |",
        "| :------ | ---: |",
        "| I | am |",
        "",
        "1. One",
        "2. Two",
        "",
        "- Hi",
        "",
        "> Nice to meet you.",
        "",
        "#### A detail",
      ].join("\n"),
    );
    expect(html).toBe(
      "<h2>The verb <em>to be</em></h2>\n" +
        "<p>We say <strong>I am</strong>, not <del>I is</del>. Use <code>am</code> with I.</p>\n" +
        "<table>\n<thead>\n<tr>\n<th>Subject</th>\n<th>Verb</th>\n</tr>\n</thead>\n" +
        "<tbody><tr>\n<td>I</td>\n<td>am</td>\n</tr>\n</tbody></table>\n" +
        "<ol>\n<li>One</li>\n<li>Two</li>\n</ol>\n<ul>\n<li>Hi</li>\n</ul>\n" +
        "<blockquote>\n<p>Nice to meet you.</p>\n</blockquote>\n<h4>A detail</h4>",
    );
  });

  it.each([
    ["Hi <script>alert(1)</script>", "<p>Hi </p>"],
    ['<img src="x" onerror="alert(1)">Hi', "<p>Hi</p>"],
    ["[click](javascript:alert(1))", "<p>click</p>"],
    ["![pic](https://evil.example/x.png) text", "<p> text</p>"],
    ['<table onclick="x()"><tr><td style="color:red">cell</td></tr></table>', "<table><tr><td>cell</td></tr></table>"],
    ['<iframe src="https://evil.example"></iframe>\n\nHi', "<p>Hi</p>"],
  ])("drops what is hostile in %s", (hostile, clean) => {
    expect(markdownToLessonHtml(hostile)).toBe(clean);
  });
});
