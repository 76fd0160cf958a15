import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AD_PLACEMENTS } from "@shared/constants";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AudienceFigures, PlacementCards } from "./advertising-sections";

// Each placement as it is sold: where it appears in the site's own words, a sketch of that page with its
// spot marked, and the size and ratio of its picture (the same table the served banners use).
const EXPECTED = {
  homepage_banner: {
    name: "Homepage banner",
    where: "On the home page, right below its opening section, across the full width: the first ad a visitor sees there.",
    size: "1200 × 300 pixels, ratio 4:1",
  },
  course_page: {
    name: "Course pages",
    where: "On every course page, in the main column, below the course overview and its modules.",
    size: "800 × 200 pixels, ratio 4:1",
  },
  explore: {
    name: "Courses page",
    where: "On the Courses page, the list of all our courses: above the list, across its full width.",
    size: "1200 × 200 pixels, ratio 6:1",
  },
  sidebar: {
    name: "Course page side column",
    where: "On every course page, in the narrow column beside the modules, below the course facts (on a phone, below the modules).",
    size: "300 × 250 pixels, ratio 6:5",
  },
  footer: {
    name: "Bottom of the home page",
    where: "At the bottom of the home page, just above the site's footer, across the full width.",
    size: "1200 × 150 pixels, ratio 8:1",
  },
  video_popup_30s: {
    name: "30 s video pop-up (skippable after 5 s)",
    where: /It closes after 30 seconds; visitors can skip it after 5 seconds\./,
    size: "1280 × 720 pixels, ratio 16:9",
  },
  video_popup_60s: {
    name: "60 s video pop-up (skippable after 10 s)",
    where: /It closes after 60 seconds; visitors can skip it after 10 seconds\./,
    size: "1280 × 720 pixels, ratio 16:9",
  },
  video_interstitial: {
    name: "Video interstitial (30-60 s)",
    where: /It closes when your video ends or after 60 seconds/,
    size: "1280 × 720 pixels, ratio 16:9",
  },
} as const;

const renderCards = () =>
  renderWithProviders(
    <>
      <PlacementCards kind="banner" onChoose={vi.fn()} />
      <PlacementCards kind="video" onChoose={vi.fn()} />
    </>,
  );

describe("Placement descriptions", () => {
  it("describes each of the eight placements: where it appears, a marked sketch, its picture's size and ratio", () => {
    renderCards();
    expect(Object.keys(EXPECTED).sort()).toEqual([...AD_PLACEMENTS].sort());
    for (const placement of AD_PLACEMENTS) {
      const expected = EXPECTED[placement];
      const card = screen.getByTestId(`placement-${placement}`);
      expect(within(card).getByRole("heading", { name: expected.name })).toBeInTheDocument();
      expect(within(card).getByText(expected.where)).toBeInTheDocument();
      expect(within(card).getByText(expected.size)).toBeInTheDocument();
      const sketch = within(card).getByRole("img", { name: `Sketch of the page, with the spot of the ${expected.name} marked` });
      // The spot is drawn in the placement's own ratio.
      const spot = sketch.querySelector(`[data-spot="${placement}"] rect`)!;
      const [width, height] = expected.size.split(" pixels")[0]!.split(" × ").map(Number);
      expect(Number(spot.getAttribute("width")) / Number(spot.getAttribute("height"))).toBeCloseTo(width! / height!, 5);
    }
  });

  it("never uses words the site does not: no 'Explore page', no bare 'Sidebar'", () => {
    const { container } = renderCards();
    expect(container).not.toHaveTextContent(/Explore/);
    expect(container).not.toHaveTextContent(/\bSidebar\b/);
  });

  it("describes the placements in the interface language", () => {
    showInterfaceIn("de");
    renderCards();
    const card = screen.getByTestId("placement-sidebar");
    expect(within(card).getByRole("heading", { name: "Seitenspalte der Kursseite" })).toBeInTheDocument();
    expect(within(card).getByText("300 × 250 Pixel, Seitenverhältnis 6:5")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Diesen Werbeplatz wählen (Seitenspalte der Kursseite)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Banner" })).toBeInTheDocument();
  });
});

describe("The audience figures on the advertising page", () => {
  it("quotes the school's counted figures, never invented ones", async () => {
    mockApi({
      "GET /api/school/figures": jsonResponse(200, {
        students: 1_204,
        countries: 37,
        youngLearners: null,
        courses: 6,
        lessons: 120,
        exercises: 900,
        phonicsSounds: 35,
        phonicsGames: 3,
        feedback: null,
      }),
    });
    const { container } = renderWithProviders(<AudienceFigures />);
    expect(await screen.findByText("1,204")).toBeInTheDocument();
    expect(screen.getByText("registered students")).toBeInTheDocument();
    expect(screen.getByText("countries our students come from")).toBeInTheDocument();
    expect(screen.getByText("published lessons")).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/monthly active|engagement|visibility|24\/7|85\s?%/);
  });

  it("leaves out a figure the school does not publish, and shows nothing without figures", async () => {
    mockApi({
      "GET /api/school/figures": jsonResponse(200, {
        students: null,
        countries: null,
        youngLearners: null,
        courses: 6,
        lessons: 120,
        exercises: 900,
        phonicsSounds: 35,
        phonicsGames: 3,
        feedback: null,
      }),
    });
    renderWithProviders(<AudienceFigures />);
    expect(await screen.findByText("published courses")).toBeInTheDocument();
    expect(screen.queryByText(/registered student/)).not.toBeInTheDocument();

    const failing = mockApi({ "GET /api/school/figures": jsonResponse(500, { message: "Something went wrong. Please try again later." }) });
    const { container } = renderWithProviders(<AudienceFigures />);
    await waitFor(() => expect(failing.fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
