import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  it("is an enabled submit button showing its children when idle", () => {
    render(<SubmitButton busyLabel="Sending...">Send Message</SubmitButton>);

    const button = screen.getByRole("button", { name: "Send Message" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByText("Sending...")).not.toBeInTheDocument();
  });

  it("is disabled, aria-busy and shows its busy label and a spinner while busy", () => {
    const { container } = render(
      <SubmitButton isBusy busyLabel="Sending...">
        Send Message
      </SubmitButton>,
    );

    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Send Message")).not.toBeInTheDocument();
    // The spinner is decoration: hidden from screen readers, so the name stays the busy label.
    expect(container.querySelector("svg.animate-spin")).toHaveAttribute("aria-hidden", "true");
  });

  it("can be disabled without being busy", () => {
    render(
      <SubmitButton disabled busyLabel="Subscribing...">
        Subscribed!
      </SubmitButton>,
    );

    const button = screen.getByRole("button", { name: "Subscribed!" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "false");
  });

  it("passes button looks through", () => {
    render(
      <SubmitButton busyLabel="Saving..." variant="destructive" size="lg" className="w-full">
        Save
      </SubmitButton>,
    );

    expect(screen.getByRole("button", { name: "Save" })).toHaveClass("bg-red-600", "min-h-12", "w-full");
  });
});
