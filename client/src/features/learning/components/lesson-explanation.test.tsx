import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { buildLesson } from "@/test/learning-builders";
import { LessonExplanation } from "./lesson-explanation";

const vocabulary = [
  { term: "look forward to", level: "B1" as const, example: "I look forward to hearing from you." },
  { term: "on time", level: "A2" as const, example: "The train arrived on time." },
];

describe("LessonExplanation: key words and phrases", () => {
  it("lists each term with its level and an example, in English", () => {
    render(<LessonExplanation lesson={buildLesson({ vocabulary })} />);

    const section = screen.getByRole("region", { name: "Key words and phrases" });
    const terms = within(section).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(["look forward to Level B1", "on time Level A2"]);
    expect(within(section).getByText("look forward to")).toHaveAttribute("lang", "en");
    expect(within(section).getByText("I look forward to hearing from you.")).toHaveAttribute("lang", "en");
    expect(within(section).getAllByRole("definition")).toHaveLength(2);
  });

  it("shows nothing for a lesson without vocabulary", () => {
    render(<LessonExplanation lesson={buildLesson({ vocabulary: [] })} />);
    expect(screen.queryByRole("region", { name: "Key words and phrases" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Examples" })).toBeInTheDocument();
  });

  it("has its heading in the interface language", () => {
    showInterfaceIn("de");
    render(<LessonExplanation lesson={buildLesson({ vocabulary })} />);
    expect(screen.getByRole("region", { name: "Wichtige Wörter und Wendungen" })).toBeInTheDocument();
  });
});
