import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import AboutScreen from "./about";

describe("About screen", () => {
  it("tells the college's story, values and approach in English", () => {
    mockApi({});
    renderWithProviders(<AboutScreen />, { path: "/about" });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^About /);
    expect(screen.getByText("Confidence in English, for life.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Excellence" })).toBeInTheDocument();
    expect(screen.getByText(/UK-accredited TEFL certification \(Level 3, Level 5 and Diploma\)/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Our Courses" })).toHaveAttribute("href", "/courses");
  });

  it("shows the whole page in Spanish", () => {
    mockApi({});
    showInterfaceIn("es");
    renderWithProviders(<AboutScreen />, { path: "/about" });

    expect(screen.getByRole("heading", { level: 2, name: "Nuestra historia" })).toBeInTheDocument();
    expect(screen.getByText("Confianza en inglés, para toda la vida.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Excelencia" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explora nuestros cursos" })).toHaveAttribute("href", "/courses");
    expect(screen.queryByText("Our Values")).not.toBeInTheDocument();
    expect(screen.queryByText(/Confidence in English/)).not.toBeInTheDocument();
  });
});
