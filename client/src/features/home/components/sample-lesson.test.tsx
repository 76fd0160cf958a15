import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { SampleLesson } from "./sample-lesson";

const nameField = () => screen.getByLabelText("Tell Emma your name");
const countryField = () => screen.getByLabelText("Tell Emma where you are from");
const greetingField = () => screen.getByLabelText("Answer Emma politely");

describe("Sample lesson", () => {
  it("does not judge the answers before Check Answers is pressed", async () => {
    const { user } = renderWithProviders(<SampleLesson />);

    await user.type(nameField(), "Hello! My name is Ana");
    await user.type(countryField(), "Brazil");

    for (const field of [nameField(), countryField(), greetingField()]) {
      expect(field).not.toHaveAttribute("aria-invalid");
      expect(field).not.toHaveClass("border-green-600");
    }
    expect(screen.queryByText("Correct")).not.toBeInTheDocument();
    expect(screen.queryByText("Try again")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Access Full Lessons" })).toHaveAttribute("href", "/courses");
  });

  it("marks right answers correct and wrong or empty ones incorrect after Check Answers", async () => {
    const { user } = renderWithProviders(<SampleLesson />);

    await user.type(nameField(), "hello! my name is Ana");
    await user.type(countryField(), "Brazil");
    await user.click(screen.getByRole("button", { name: "Check Answers" }));

    expect(nameField()).toHaveAttribute("aria-invalid", "false");
    expect(nameField()).toHaveAccessibleDescription("Correct");
    expect(countryField()).toHaveAttribute("aria-invalid", "true");
    expect(countryField()).toHaveAccessibleDescription("Try again");
    expect(greetingField()).toHaveAttribute("aria-invalid", "true");
    expect(greetingField()).toHaveAccessibleDescription("Try again");
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 answers correct.");
  });

  it("re-checks every answer as it is edited once checked", async () => {
    const { user } = renderWithProviders(<SampleLesson />);

    await user.type(countryField(), "Brazil");
    await user.click(screen.getByRole("button", { name: "Check Answers" }));
    expect(countryField()).toHaveAttribute("aria-invalid", "true");

    await user.clear(countryField());
    await user.type(countryField(), "I'm from Brazil");
    expect(countryField()).toHaveAttribute("aria-invalid", "false");
    expect(countryField()).toHaveAccessibleDescription("Correct");

    await user.type(greetingField(), "Nice to meet you too!");
    expect(greetingField()).toHaveAttribute("aria-invalid", "false");

    await user.type(greetingField(), " Bye");
    expect(greetingField()).toHaveAttribute("aria-invalid", "true");
    expect(greetingField()).toHaveAccessibleDescription("Try again");
  });
});
