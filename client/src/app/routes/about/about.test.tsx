import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { buildFigures, buildSchool } from "@/test/school";
import AboutScreen from "./about";

describe("About screen", () => {
  it("tells the college's story, values and approach in English, with no invented figure or claim", async () => {
    mockApi({ "GET /api/school/figures": jsonResponse(200, buildFigures()), "GET /api/school": jsonResponse(200, buildSchool()) });
    const { container } = renderWithProviders(<AboutScreen />, { path: "/about" });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^About /);
    expect(screen.getByText("Confidence in English, for life.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Excellence" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Our Courses" })).toHaveAttribute("href", "/courses");
    // The counted figures: what the site holds; no students or countries below the school's minimum.
    expect(await screen.findByText("714")).toBeInTheDocument();
    expect(screen.getByText("exercises marked as you answer")).toBeInTheDocument();
    expect(screen.getByText("published lessons")).toBeInTheDocument();
    expect(screen.getByText("letter sounds in Fun Phonics")).toBeInTheDocument();
    expect(screen.queryByText(/students with an account/)).not.toBeInTheDocument();
    expect(screen.getByText(/Teaching online/)).toBeInTheDocument();
    expect(screen.getByText("About us")).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/2,500|95 ?%|4\.9|24\/7|accredit|success rate|Since \d{4}/i);
  });

  it("shows students, countries and the founding year once the school publishes them", async () => {
    mockApi({
      "GET /api/school/figures": jsonResponse(200, buildFigures({ students: 1280, countries: 23, youngLearners: 140 })),
      "GET /api/school": jsonResponse(200, buildSchool({ foundedYear: 2011 })),
    });
    renderWithProviders(<AboutScreen />, { path: "/about" });

    expect(await screen.findByText("1,280")).toBeInTheDocument();
    expect(screen.getByText("students with an account")).toBeInTheDocument();
    expect(screen.getByText("countries our students come from")).toBeInTheDocument();
    expect(screen.getByText(/1,280 students in 23 countries learn with us/)).toBeInTheDocument();
    expect(await screen.findByText("About us · Since 2011")).toBeInTheDocument();
    expect(screen.getByText(/Online, with students in 23 countries/)).toBeInTheDocument();
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
