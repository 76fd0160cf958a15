import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { SelectField } from "./select-field";

const optionPairs = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => [option.getAttribute("value"), option.textContent]);

describe("SelectField", () => {
  it("names its select with the label and lists options given as strings or value/label pairs", () => {
    render(<SelectField id="category" label="Category" options={["General", { value: "bug", label: "Website Issue" }]} />);

    const select = screen.getByLabelText("Category");
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveAttribute("id", "category");
    expect(optionPairs(select)).toEqual([
      ["General", "General"],
      ["bug", "Website Issue"],
    ]);
  });

  it("puts an empty placeholder option first, selected by default", () => {
    render(<SelectField id="country" label="Country" placeholder="Select a country" options={["Canada", "Kenya"]} />);

    const select = screen.getByLabelText<HTMLSelectElement>("Country");
    expect(select.value).toBe("");
    expect(optionPairs(select)).toEqual([
      ["", "Select a country"],
      ["Canada", "Canada"],
      ["Kenya", "Kenya"],
    ]);
  });

  it("takes options as children too", () => {
    render(
      <SelectField id="level" label="Level">
        <option value="a1">Beginner</option>
        <option value="a2">Elementary</option>
      </SelectField>,
    );

    expect(optionPairs(screen.getByLabelText("Level"))).toEqual([
      ["a1", "Beginner"],
      ["a2", "Elementary"],
    ]);
  });

  it("marks itself invalid and points aria-describedby at its hint and error", () => {
    render(<SelectField id="country" label="Country" options={["Canada"]} hint="Where you live." error="Please pick a country" />);

    const select = screen.getByLabelText("Country");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAttribute("aria-describedby", "country-hint country-error");
    expect(select).toHaveAccessibleDescription("Where you live. Please pick a country");
  });

  it("has no aria-invalid or aria-describedby without hint and error", () => {
    render(<SelectField id="country" label="Country" options={["Canada"]} />);

    const select = screen.getByLabelText("Country");
    expect(select).not.toHaveAttribute("aria-invalid");
    expect(select).not.toHaveAttribute("aria-describedby");
  });

  it("takes react-hook-form's register(): the chosen value reaches the submit handler", async () => {
    const onValid = vi.fn();
    function Harness() {
      const { register, handleSubmit } = useForm({ defaultValues: { level: "A1" } });
      return (
        <form onSubmit={handleSubmit(onValid)}>
          <SelectField {...register("level")} id="level" label="Level" options={["A1", "B2"]} />
          <button type="submit">Go</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);

    await user.selectOptions(screen.getByLabelText("Level"), "B2");
    await user.click(screen.getByRole("button", { name: "Go" }));

    expect(onValid).toHaveBeenCalledWith({ level: "B2" }, expect.anything());
  });
});
