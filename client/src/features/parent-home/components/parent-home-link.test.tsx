import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ParentHomeLink } from "./parent-home-link";

describe("the adult dashboard's link to the parent home", () => {
  it("names the children and opens the parent home", async () => {
    mockApi({
      "GET /api/phonics/family": jsonResponse(200, [
        { childId: 1, firstName: "Zanele", avatar: "lion", soundsMastered: 4, weeklyPracticeSeconds: 600, practiseNext: [] },
        { childId: 2, firstName: "Sipho", avatar: "owl", soundsMastered: 0, weeklyPracticeSeconds: 0, practiseNext: ["s"] },
      ]),
    });
    renderWithProviders(<ParentHomeLink />);

    const link = await screen.findByRole("link", { name: /Parent home/ });
    expect(link).toHaveAttribute("href", "/family");
    expect(link).toHaveTextContent("Progress and practice for Zanele, Sipho");
  });

  it("shows nothing for an account without children", async () => {
    const { requests } = mockApi({ "GET /api/phonics/family": jsonResponse(200, []) });
    const { container } = renderWithProviders(<ParentHomeLink />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((request) => request.url)).toEqual(["/api/phonics/family"]);
    expect(container).toBeEmptyDOMElement();
  });
});
