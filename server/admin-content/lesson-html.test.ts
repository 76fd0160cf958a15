import { describe, expect, it } from "vitest";
import { lessonHtmlToText, plainTextToHtml } from "../../shared/lessons/lesson-html";
import { sanitizeLessonHtml, toStoredLessonHtml } from "./lesson-html";

describe("sanitizeLessonHtml", () => {
  it("keeps what the editor makes", () => {
    const html =
      "<h2>Greetings</h2><p>Say <strong>hello</strong> and <em>goodbye</em>.<br>Then smile.</p><ul><li>Hi</li></ul><ol><li>One</li></ol><h3>More</h3><blockquote><p>Nice to meet you.</p></blockquote>";
    expect(sanitizeLessonHtml(html)).toBe(html.replace("<br>", "<br />"));
  });

  it.each([
    ["<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    ['<p><img src="x" onerror="alert(1)">Hi</p>', "<p>Hi</p>"],
    ['<p onclick="steal()" style="color:red" class="big">Hi</p>', "<p>Hi</p>"],
    ['<p><a href="javascript:alert(1)">click</a></p>', "<p>click</p>"],
    ["<style>p{display:none}</style><p>Hi</p>", "<p>Hi</p>"],
    ['<iframe src="https://evil.example"></iframe><p>Hi</p>', "<p>Hi</p>"],
    ["<svg><script>alert(1)</script></svg><p>Hi</p>", "<p>Hi</p>"],
    ["<p>1 &lt; 2 &amp; 3 &gt; 2</p>", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>"],
    ["<p><b>bold</b> <i>it</i></p><h1>Top</h1>", "<p><strong>bold</strong> <em>it</em></p><h2>Top</h2>"],
    [
      '<table border="1"><tr><td onclick="x()">cell</td></tr></table><form action="/x"><input value="y"></form>',
      "<table><tr><td>cell</td></tr></table>",
    ],
    [
      "<h5>Note</h5><p><u>under</u> <s>old</s> <del>wrong</del> <code>am</code></p>",
      "<h4>Note</h4><p>under <s>old</s> <del>wrong</del> <code>am</code></p>",
    ],
    ["<!-- note --><p>Hi</p>", "<p>Hi</p>"],
  ])("cleans %s", (hostile, clean) => {
    expect(sanitizeLessonHtml(hostile)).toBe(clean);
  });
});

describe("plain text as lesson HTML", () => {
  it("escapes and makes one paragraph per blank-line-separated block", () => {
    expect(plainTextToHtml("Tom & Jerry <3\n\n  Second one\nsame paragraph  \n\n\n")).toBe(
      "<p>Tom &amp; Jerry &lt;3</p><p>Second one\nsame paragraph</p>",
    );
  });

  it("a write without any tag is plain text; one with tags is sanitised as HTML", () => {
    expect(toStoredLessonHtml("We use going to.\n\nFor plans.")).toBe("<p>We use going to.</p><p>For plans.</p>");
    expect(toStoredLessonHtml("5 < 6 but 7 > 6")).toBe("<p>5 &lt; 6 but 7 &gt; 6</p>");
    expect(toStoredLessonHtml("<p>Hi <script>x</script>there</p>")).toBe("<p>Hi there</p>");
  });

  it("reads lesson HTML back as words", () => {
    expect(lessonHtmlToText("<h2>Title</h2><p>A &amp; B</p><ul><li>one</li><li>two</li></ul>")).toBe("Title A & B one two");
    expect(lessonHtmlToText("<h4>Forms</h4><table><tr><th>I</th><th>am</th></tr><tr><td>you</td><td>are</td></tr></table>")).toBe(
      "Forms I am you are",
    );
  });
});
