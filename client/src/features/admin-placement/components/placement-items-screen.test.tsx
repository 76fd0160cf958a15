import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CEFR_BANDS } from "@shared/placement/bands";
import type { AdminPlacementItem, AdminPlacementItemsPage } from "@shared/api/admin-placement";
import { jsonResponse, mockApi, type RecordedRequest } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlacementItemsScreen } from "./placement-items-screen";

const noBands = CEFR_BANDS.map((band) => ({ band, answers: 0, rightShare: null }));

const item = (id: number, overrides: Partial<AdminPlacementItem> = {}): AdminPlacementItem => ({
  id,
  key: `b1-grammar-${id}`,
  skill: "grammar",
  level: "B1",
  question: `Question ${id}`,
  difficulty: -0.75,
  discrimination: 1.7,
  calibratedAt: null,
  isRetired: false,
  answers: 0,
  rightShare: null,
  byBand: noBands,
  pointBiserial: null,
  flags: ["not_enough_answers"],
  ...overrides,
});

const EASY = item(1, {
  key: "b1-grammar-easy",
  question: "She ___ to work every day.",
  difficulty: -1.234,
  discrimination: 0.87,
  calibratedAt: "2026-11-20T12:00:00.000Z",
  answers: 40,
  rightShare: 0.725,
  byBand: noBands.map((figure) =>
    figure.band === "A2"
      ? { band: "A2", answers: 10, rightShare: 0 }
      : figure.band === "B1"
        ? { band: "B1", answers: 20, rightShare: 0.95 }
        : figure.band === "C1"
          ? { band: "C1", answers: 10, rightShare: 1 }
          : figure,
  ),
  pointBiserial: 0.64,
  flags: ["too_easy", "low_discrimination"],
});
const RETIRED = item(2, { key: "c1-listening-old", skill: "listening", level: "C1", isRetired: true });

const page = (items: AdminPlacementItem[], overrides: Partial<AdminPlacementItemsPage> = {}): AdminPlacementItemsPage => ({
  items,
  page: 1,
  pageSize: 25,
  total: items.length,
  bankAnswers: 43,
  ...overrides,
});

describe("PlacementItemsScreen", () => {
  it("shows each item's parameters, figures by level and flags in words", async () => {
    mockApi({ "GET /api/admin/placement/items": jsonResponse(200, page([EASY, RETIRED])) });
    renderWithProviders(<PlacementItemsScreen />, { path: "/admin/placement" });
    const table = await screen.findByRole("table", { name: "Placement items and how candidates answered them" });
    const columns = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(columns).toEqual(["Item", "Parameters", "Answers", "Right", "Right by level", "Flags", "Action"]);
    const easy = screen.getByRole("row", { name: /b1-grammar-easy/ });
    expect(within(easy).getByRole("rowheader").textContent).toBe("b1-grammar-easyGrammar · B1She ___ to work every day.");
    const cells = within(easy)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    // Each cell carries its column's name (shown on a phone, where the rows are cards).
    expect(cells.slice(0, 3)).toEqual(["Parametersb −1.23 · a 0.87Calibrated 20 Nov 2026", "Answers40", "Right73%"]);
    const byLevel = within(easy)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(byLevel.slice(0, 3)).toEqual(["A2 0% of 10", "B1 95% of 20", "C1 100% of 10"]);
    const flags = within(within(easy).getByRole("list", { name: "Flags" }))
      .getAllByRole("listitem")
      .map((flag) => flag.textContent);
    expect(flags).toEqual(["Too easy for its level", "Low discrimination"]);
    expect(within(easy).getByRole("button", { name: "Retire b1-grammar-easy" })).toBeInTheDocument();

    const retired = screen.getByRole("row", { name: /c1-listening-old/ });
    expect(within(retired).getByText("Retired")).toBeInTheDocument();
    expect(within(retired).getByText("Not enough answers yet")).toBeInTheDocument();
    expect(within(retired).getByText("Starting values")).toBeInTheDocument();
    expect(within(retired).getByRole("button", { name: "Restore c1-listening-old" })).toBeInTheDocument();
    expect(screen.getByText(/^2 items, by level, skill and key\./)).toBeInTheDocument();
    expect(screen.queryByText(/No answers yet/)).not.toBeInTheDocument();
  });

  it("asks the server with the chosen level, skill, flags and words, back on page 1", async () => {
    const { requests } = mockApi({
      "GET /api/admin/placement/items": (request: RecordedRequest) =>
        jsonResponse(200, page(request.url.includes("flagged=true") ? [EASY] : [EASY, RETIRED], { total: 60 })),
    });
    const { user } = renderWithProviders(<PlacementItemsScreen />, { path: "/admin/placement" });
    await screen.findByText("c1-listening-old");
    expect(requests.at(-1)!.url).toBe("/api/admin/placement/items?page=1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe("/api/admin/placement/items?page=2"));
    await user.selectOptions(screen.getByLabelText("Level"), "B1");
    await user.selectOptions(screen.getByLabelText("Skill"), "grammar");
    await user.click(screen.getByLabelText(/Flagged items only/));
    await waitFor(() => expect(screen.queryByText("c1-listening-old")).not.toBeInTheDocument());
    expect(requests.at(-1)!.url).toBe("/api/admin/placement/items?page=1&level=B1&skill=grammar&flagged=true");
    await user.type(screen.getByLabelText("Search"), "easy");
    await waitFor(() =>
      expect(requests.at(-1)!.url).toBe("/api/admin/placement/items?page=1&level=B1&skill=grammar&flagged=true&search=easy"),
    );
    // Cleared, the first page of the whole bank is back (from the cache: it was just read).
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("c1-listening-old")).toBeInTheDocument();
    expect(screen.getByLabelText("Level")).toHaveValue("");
    expect(screen.getByLabelText("Search")).toHaveValue("");
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
  });

  it("retires an item after a confirmation and shows the list again from the server", async () => {
    let isRetired = false;
    const { requests } = mockApi({
      "GET /api/admin/placement/items": () => jsonResponse(200, page([{ ...EASY, isRetired }])),
      "PATCH /api/admin/placement/items/1": () => {
        isRetired = true;
        return jsonResponse(200, { id: 1, key: "b1-grammar-easy", isRetired: true });
      },
    });
    const { user } = renderWithProviders(<PlacementItemsScreen />, { path: "/admin/placement" });
    await user.click(await screen.findByRole("button", { name: "Retire b1-grammar-easy" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/Candidates stop seeing it from their next question/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Retire item" }));
    expect(await screen.findByText("Item Retired")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")!.body).toEqual({ isRetired: true });
    expect(await screen.findByRole("button", { name: "Restore b1-grammar-easy" })).toBeInTheDocument();
  });

  it("shows the server's word when a restore is refused", async () => {
    mockApi({
      "GET /api/admin/placement/items": jsonResponse(200, page([RETIRED])),
      "PATCH /api/admin/placement/items/2": jsonResponse(409, { message: "This item is already in the bank" }),
    });
    const { user } = renderWithProviders(<PlacementItemsScreen />, { path: "/admin/placement" });
    await user.click(await screen.findByRole("button", { name: "Restore c1-listening-old" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Restore item" }));
    expect(await screen.findByText("This item is already in the bank")).toBeInTheDocument();
  });

  it("says there are no answers yet, that nothing matches, and when the list could not be loaded", async () => {
    mockApi({ "GET /api/admin/placement/items": jsonResponse(200, page([RETIRED], { bankAnswers: 0 })) });
    const first = renderWithProviders(<PlacementItemsScreen />);
    expect(await screen.findByText("No answers yet: the figures appear as candidates take the test.")).toBeInTheDocument();
    expect(screen.getByText("c1-listening-old")).toBeInTheDocument();
    first.unmount();

    mockApi({ "GET /api/admin/placement/items": jsonResponse(200, page([])) });
    const second = renderWithProviders(<PlacementItemsScreen />);
    await second.user.selectOptions(await screen.findByLabelText("Level"), "C2");
    expect(await screen.findByText("No items match these filters.")).toBeInTheDocument();
    second.unmount();

    mockApi({ "GET /api/admin/placement/items": jsonResponse(500, { message: "Something went wrong" }) });
    renderWithProviders(<PlacementItemsScreen />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
