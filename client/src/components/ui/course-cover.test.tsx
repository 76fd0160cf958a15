import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CourseCover, getCoverLetters, getCoverPalette } from "./course-cover";

describe("CourseCover", () => {
  it("shows the stored picture when the course has one", () => {
    render(
      <CourseCover course={{ title: "Beginner English", level: "A1-A2", imageUrl: "/images/courses/a1-a2.svg" }} alt="Beginner cover" />,
    );
    expect(screen.getByRole("img", { name: "Beginner cover" })).toHaveAttribute("src", "/images/courses/a1-a2.svg");
  });

  it("offers an uploaded picture in its two stored widths", () => {
    const hash = "c".repeat(64);
    render(
      <CourseCover
        course={{ title: "Business English", level: "B1-B2", imageUrl: `/api/course-images/${hash}/card.webp` }}
        alt="Business cover"
        sizes="100vw"
      />,
    );
    const image = screen.getByRole("img", { name: "Business cover" });
    expect(image).toHaveAttribute("src", `/api/course-images/${hash}/card.webp`);
    expect(image).toHaveAttribute("srcset", `/api/course-images/${hash}/card.webp 640w, /api/course-images/${hash}/hero.webp 1280w`);
    expect(image).toHaveAttribute("sizes", "100vw");
  });

  it("draws a cover from the title and level when there is no picture", () => {
    render(<CourseCover course={{ title: "Small Talk Starter", level: "B1-B2", imageUrl: null }} alt="Small Talk cover" />);
    const cover = screen.getByRole("img", { name: "Small Talk cover" });
    expect(cover.tagName.toLowerCase()).toBe("svg");
    expect(cover).toHaveTextContent("STS");
    expect(cover.querySelector("stop")).toHaveAttribute("stop-color", "#3b82f6");
  });

  it("replaces a stored picture that fails to load with the drawn cover, never a broken image", () => {
    render(<CourseCover course={{ title: "Business English", level: "C1-C2", imageUrl: "/images/missing.png" }} alt="Business cover" />);
    fireEvent.error(screen.getByRole("img", { name: "Business cover" }));
    const cover = screen.getByRole("img", { name: "Business cover" });
    expect(cover.tagName.toLowerCase()).toBe("svg");
    expect(cover).toHaveTextContent("BE");
  });

  it("is hidden from assistive technology when decorative", () => {
    const { container } = render(<CourseCover course={{ title: "Small Talk", level: "A1-A2", imageUrl: null }} alt="" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("cover helpers", () => {
  it.each([
    ["Beginner English (A1-A2)", ["B", "E"]],
    ["Small Talk Starter 1280", ["S", "T", "S"]],
    ["the art of academic writing today", ["T", "A", "O"]],
    ["  ", ["E"]],
  ])("letters of %j", (title, letters) => {
    expect(getCoverLetters(title)).toEqual(letters);
  });

  it("colours a level like its family of illustrations", () => {
    expect(getCoverPalette("A1-A2").to).toBe("#047857");
    expect(getCoverPalette("TEFL Diploma").to).toBe("#9f1239");
    expect(getCoverPalette("TEFL Level 5").to).toBe("#0f766e");
    expect(getCoverPalette("TEFL Level 3").to).toBe("#c2410c");
    expect(getCoverPalette("Business").to).toBe("#1d4ed8");
  });
});
