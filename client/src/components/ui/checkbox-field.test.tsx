import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "./checkbox-field";

describe("CheckboxField", () => {
  it("names its checkbox with the label beside it, and clicking the label ticks the box", async () => {
    const user = userEvent.setup();
    render(<CheckboxField id="terms" label="I accept the terms" />);

    const checkbox = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(checkbox).toHaveAttribute("id", "terms");
    expect(checkbox).not.toBeChecked();
    expect(checkbox).not.toHaveAttribute("aria-invalid");
    expect(checkbox).not.toHaveAttribute("aria-describedby");

    await user.click(screen.getByText("I accept the terms"));
    expect(checkbox).toBeChecked();
  });

  it("marks itself invalid and points aria-describedby at its hint and error", () => {
    render(<CheckboxField id="terms" label="I accept the terms" hint="Read them first." error="You must accept the terms" />);

    const checkbox = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
    expect(checkbox).toHaveAttribute("aria-describedby", "terms-hint terms-error");
    expect(checkbox).toHaveAccessibleDescription("Read them first. You must accept the terms");
  });
});
