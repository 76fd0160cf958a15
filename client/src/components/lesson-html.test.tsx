import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { LessonHtml } from "./lesson-html";

describe("LessonHtml", () => {
  it("puts each table of the stored HTML in its own focusable scrolling box and keeps the rest as it is", () => {
    render(
      <LessonHtml
        html={
          "<p>Say <del>goed</del> <code>went</code>.</p><table><thead><tr><th>Present</th><th>Past</th></tr></thead>" +
          "<tbody><tr><td>go</td><td>went</td></tr></tbody></table><h4>Note</h4>"
        }
      />,
    );
    const box = screen.getByRole("region", { name: "Table" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(box).toHaveClass("overflow-x-auto");
    const table = within(box).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Present", "Past"]);
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["go", "went"]);
    expect(screen.getByText("goed").tagName).toBe("DEL");
    expect(screen.getByText("went", { selector: "code" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Note" })).toBeInTheDocument();
  });

  it("adds no box where there is no table", () => {
    render(<LessonHtml html="<p>Hello</p>" />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("names the table's box in the interface language and keeps the lesson marked as English", () => {
    showInterfaceIn("es");
    const { container } = render(<LessonHtml html="<table><tbody><tr><td>went</td></tr></tbody></table>" />);
    const box = screen.getByRole("region", { name: "Tabla" });
    expect(box).toHaveAttribute("lang", "es-ES");
    expect(within(box).getByRole("table")).toHaveAttribute("lang", "en");
    expect(container.firstElementChild).toHaveAttribute("lang", "en");
    expect(screen.queryByRole("region", { name: "Table" })).not.toBeInTheDocument();
  });
});
