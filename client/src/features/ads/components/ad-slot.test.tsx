import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AdSlot } from "./ad-slot";

const AD = {
  id: 4,
  title: "Graded readers",
  companyName: "Lingua Books",
  description: "Short novels for learners.",
  imageUrl: "https://linguabooks.example/banner.png",
  linkUrl: "https://linguabooks.example",
  videoUrl: null,
  posterUrl: null,
  placementArea: "homepage_banner",
};

const TICKET = "t0k3n.abcdefghijklmnopqrstuv";

/** A controllable IntersectionObserver: `show(ratio)` reports the banner's visible share. */
const observeVisibility = () => {
  let report: (ratio: number) => void = () => {};
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = (ratio) => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return { show: (ratio: number) => act(() => report(ratio)) };
};

afterEach(() => vi.useRealTimers());

describe("AdSlot", () => {
  it("shows the advertise prompt when no ad runs", async () => {
    mockApi({ "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [] }) });
    renderWithProviders(<AdSlot placement="footer" />);
    expect(await screen.findByRole("link", { name: "Advertise here" })).toHaveAttribute("href", "/advertising");
  });

  it("labels the slot in the interface language, the ad's own words as the advertiser wrote them", async () => {
    mockApi({ "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [AD], ticket: TICKET }) });
    showInterfaceIn("es");
    renderWithProviders(<AdSlot placement="homepage_banner" />);

    const banner = await screen.findByRole("complementary", { name: "Patrocinado" });
    expect(banner).toHaveTextContent("Patrocinado · Lingua Books");
    expect(banner).toHaveTextContent("Graded readers");
    expect(screen.queryByText(/Sponsored/)).not.toBeInTheDocument();
  });

  it("offers the advertise prompt in Japanese", async () => {
    mockApi({ "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [] }) });
    showInterfaceIn("ja");
    renderWithProviders(<AdSlot placement="footer" />);
    expect(await screen.findByRole("link", { name: "広告を掲載する" })).toHaveAttribute("href", "/advertising");
    expect(screen.getByRole("complementary", { name: "広告" })).toHaveTextContent("世界中の英語学習者に届けませんか。");
  });

  it("shows a running ad as a sponsored link, and counts an impression after one second at half visibility", async () => {
    const visibility = observeVisibility();
    const { requests } = mockApi({
      "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [AD], ticket: TICKET }),
      "POST /api/advertisements/4/impression": new Response(null, { status: 204 }),
    });
    renderWithProviders(<AdSlot placement="homepage_banner" />);
    const link = await screen.findByRole("link", { name: /Graded readers/ });
    expect(link).toHaveAttribute("href", "https://linguabooks.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(requests[0]!.url).toBe("/api/advertisements/approved?placement=homepage_banner");
    vi.useFakeTimers();
    visibility.show(0.3);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(requests.filter((request) => request.url.endsWith("/impression"))).toHaveLength(0);
    visibility.show(0.6);
    await act(() => vi.advanceTimersByTimeAsync(900));
    visibility.show(0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(requests.filter((request) => request.url.endsWith("/impression"))).toHaveLength(0);
    visibility.show(0.6);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const impressions = requests.filter((request) => request.url.endsWith("/impression"));
    expect(impressions).toHaveLength(1);
    // The ticket that came with the served ads goes back: without it the server does not count the call.
    expect(impressions[0]!.body).toEqual({ ticket: TICKET });
  });

  it("sends the ticket with a click, and the link opens whatever the call answers", async () => {
    const { requests } = mockApi({
      "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [AD], ticket: TICKET }),
      "POST /api/advertisements/4/click": jsonResponse(429, { message: "Too many advertisement calls from your network." }),
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWithProviders(<AdSlot placement="homepage_banner" />);
    const link = await screen.findByRole("link", { name: /Graded readers/ });
    link.addEventListener("click", (event) => event.preventDefault());
    await act(async () => link.click());
    expect(requests.filter((request) => request.url.endsWith("/click")).map((request) => request.body)).toEqual([{ ticket: TICKET }]);
    expect(link).toHaveAttribute("href", "https://linguabooks.example");
    warn.mockRestore();
  });

  it.each([
    ["homepage_banner", "1200", "300"],
    ["sidebar", "300", "250"],
  ] as const)(
    "shows a %s picture whole in the placement's own box (%s × %s), never as a cropped thumbnail",
    async (placement, width, height) => {
      mockApi({
        "GET /api/advertisements/approved": jsonResponse(200, { advertisements: [{ ...AD, placementArea: placement }], ticket: TICKET }),
      });
      renderWithProviders(<AdSlot placement={placement} />);
      const image = await screen.findByRole("img", { name: "Graded readers" });
      // The placement's ratio, at most its stated width, scaled to fit whole: the advertiser's wording is never cut.
      expect(image).toHaveAttribute("width", width);
      expect(image).toHaveAttribute("height", height);
      expect(image.style.aspectRatio).toBe(`${width} / ${height}`);
      expect(image.style.maxWidth).toBe(`${width}px`);
      expect(image).toHaveClass("w-full", "h-auto", "object-contain");
      expect(image).not.toHaveClass("object-cover");
      expect(image.className).not.toMatch(/\b(h-20|sm:w-40)\b/);
    },
  );

  it("renders nothing for the video placement", () => {
    mockApi({});
    const { container } = renderWithProviders(<AdSlot placement="video_popup" />);
    expect(container).toBeEmptyDOMElement();
  });
});
