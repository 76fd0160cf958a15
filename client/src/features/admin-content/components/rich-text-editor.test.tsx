import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubLayoutForProseMirror } from "@/test/prosemirror-layout";
import { lessonFormSchema } from "../lesson-form-schema";
import { RichTextEditor } from "./rich-text-editor";

beforeAll(stubLayoutForProseMirror);

const TOOLS = ["Heading", "Subheading", "Bold", "Italic", "Bulleted list", "Numbered list", "Example"];

describe("RichTextEditor", () => {
  it("shows the stored HTML in a labelled textbox under a toolbar of labelled buttons, one Tab stop moved by arrows", async () => {
    const user = userEvent.setup();
    render(
      <RichTextEditor
        id="lesson-content"
        label="Explanation"
        hint="Headings and lists."
        error="Content must be at least 10 characters"
        value="<h2>Greetings</h2><p>Say <strong>hello</strong>.</p><ul><li>Hi</li></ul>"
        onChange={vi.fn()}
      />,
    );
    const textbox = screen.getByRole("textbox", { name: "Explanation" });
    expect(textbox).toHaveAttribute("aria-multiline", "true");
    expect(textbox).toHaveAttribute("aria-invalid", "true");
    expect(textbox).toHaveAccessibleDescription("Headings and lists. Content must be at least 10 characters");
    expect(within(textbox).getByRole("heading", { level: 2, name: "Greetings" })).toBeInTheDocument();
    expect(within(textbox).getByText("hello").tagName).toBe("STRONG");

    const toolbar = screen.getByRole("toolbar", { name: "Formatting of Explanation" });
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(TOOLS);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[6]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[0]).toHaveFocus();
    expect(buttons[0]).toHaveAttribute("tabindex", "0");
  });
});

describe("lesson form content", () => {
  const lesson = {
    title: "Telephone calls",
    description: "Answering calls at work.",
    module: "1",
    estimatedMinutes: "15",
    examplesText: "",
    isPublished: true,
  };

  it("counts the words of the HTML, not its tags", () => {
    const result = lessonFormSchema.safeParse({ ...lesson, content: "<p><strong></strong></p><p>Hi</p>" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Content must be at least 10 characters"]);
    expect(lessonFormSchema.safeParse({ ...lesson, content: "<h2>Calls</h2><p>Say who you are.</p>" }).success).toBe(true);
  });
});
