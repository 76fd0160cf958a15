import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";
import { TextAreaField } from "./textarea-field";

describe("TextField", () => {
  it("names its input with the label and passes input attributes through", () => {
    render(<TextField id="signup-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />);

    const input = screen.getByLabelText("Email");
    expect(input).toHaveAttribute("id", "signup-email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("placeholder", "you@example.com");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("is a text input unless told otherwise, and a password input when told", () => {
    render(
      <>
        <TextField id="name" label="Name" />
        <TextField id="secret" label="Password" type="password" />
      </>,
    );

    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("points aria-describedby at its hint", () => {
    render(<TextField id="password" label="Password" hint="At least 6 characters." />);

    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-describedby", "password-hint");
    expect(input).toHaveAccessibleDescription("At least 6 characters.");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks itself invalid and points aria-describedby at hint and error, in that order", () => {
    render(<TextField id="password" label="Password" hint="At least 6 characters." error="Password is too short" />);

    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-describedby", "password-hint password-error");
    expect(input).toHaveAccessibleDescription("At least 6 characters. Password is too short");
    expect(screen.getByText("Password is too short")).toHaveAttribute("id", "password-error");
  });

  it("keeps a hidden label for screen readers only", () => {
    render(<TextField id="newsletter" label="Email address" hideLabel placeholder="Enter your email" />);

    expect(screen.getByLabelText("Email address")).toHaveAttribute("placeholder", "Enter your email");
    expect(screen.getByText("Email address")).toHaveClass("sr-only");
  });

  it("puts className on the wrapper and inputClassName on the input", () => {
    render(<TextField id="city" label="City" className="wrapper-class" inputClassName="input-class" />);

    const input = screen.getByLabelText("City");
    expect(input).toHaveClass("input-class");
    expect(input).not.toHaveClass("wrapper-class");
    expect(input.parentElement).toHaveClass("wrapper-class");
  });

  it("takes react-hook-form's register(): the typed value reaches the submit handler", async () => {
    const onValid = vi.fn();
    function Harness() {
      const { register, handleSubmit } = useForm({ defaultValues: { username: "" } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <TextField {...register("username")} id="login-username" label="Username" />
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);

    const input = screen.getByLabelText("Username");
    expect(input).toHaveAttribute("name", "username");
    await user.type(input, "thandi");
    await user.click(screen.getByRole("button", { name: "Go" }));

    expect(onValid).toHaveBeenCalledWith({ username: "thandi" }, expect.anything());
  });
});

describe("TextAreaField", () => {
  it("labels a textarea and wires its hint and error the same way", () => {
    render(<TextAreaField id="message" label="Message" rows={6} hint="0/500" error="Message is required" />);

    const textarea = screen.getByLabelText("Message");
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("rows", "6");
    expect(textarea).toHaveAttribute("aria-invalid", "true");
    expect(textarea).toHaveAttribute("aria-describedby", "message-hint message-error");
    expect(screen.getByText("0/500")).toHaveAttribute("id", "message-hint");
    expect(screen.getByText("Message is required")).toHaveAttribute("id", "message-error");
  });

  it("puts an 'end' hint on the error's line, after the error", () => {
    render(<TextAreaField id="message" label="Message" hint="501/500" hintPlacement="end" hintClassName="tabular-nums" error="Too long" />);

    const hint = screen.getByText("501/500");
    const error = screen.getByText("Too long");
    expect(hint.parentElement).toBe(error.parentElement);
    expect(error.nextElementSibling).toBe(hint);
    expect(hint).toHaveClass("ml-auto", "tabular-nums");
  });
});
