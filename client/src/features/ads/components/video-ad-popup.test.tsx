import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { VideoAdPopup } from "./video-ad-popup";

const videoAd = (placementArea: string) => ({
  id: 9,
  title: "Study in Cape Town",
  companyName: "Table Mountain Tours",
  description: "Weekend trips for language students.",
  imageUrl: null,
  linkUrl: "https://tours.example",
  videoUrl: "https://tours.example/ad.mp4",
  posterUrl: "https://tours.example/poster.jpg",
  placementArea,
});

const TICKET = "t0k3n.abcdefghijklmnopqrstuv";

const renderPopup = (placementArea: string, clickStatus = 204, overrides: Record<string, unknown> = {}) => {
  const api = mockApi({
    "GET /api/advertisements/approved": jsonResponse(200, {
      advertisements: [{ ...videoAd(placementArea), ...overrides }],
      ticket: TICKET,
    }),
    "POST /api/advertisements/9/impression": new Response(null, { status: 204 }),
    "POST /api/advertisements/9/click": new Response(null, { status: clickStatus }),
  });
  renderWithProviders(<VideoAdPopup />);
  return api;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The open pop-up is a lazy chunk: loaded once here, it renders as soon as the pop-up opens.
beforeAll(async () => {
  await import("./video-ad-dialog");
});

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe("Video ad popup", () => {
  it("opens about 2 s after load with an impression, offers Skip after 5 s and closes itself at zero (30 s ad)", async () => {
    const { requests } = renderPopup("video_popup_30s");
    await advance(100);
    expect(requests[0]!.url).toBe("/api/advertisements/approved?placement=video");
    await advance(1_500);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await advance(500);
    expect(screen.getByRole("dialog", { name: "Study in Cape Town" })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith("/impression")).map((request) => request.body)).toEqual([{ ticket: TICKET }]);
    expect(screen.getByRole("button", { name: "Skip in 5" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");
    await advance(5_000);
    expect(screen.getByRole("button", { name: "Skip" })).toBeEnabled();
    expect(screen.getByText(/closes in 25 s/)).toBeInTheDocument();
    await advance(25_000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("waits 10 s before Skip for a 60 s ad, and Learn More opens the link only when the click is recorded", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderPopup("video_popup_60s", 500);
    await advance(2_100);
    await advance(5_000);
    expect(screen.getByRole("button", { name: "Skip in 5" })).toBeDisabled();
    await advance(5_000);
    expect(screen.getByRole("button", { name: "Skip" })).toBeEnabled();
    await act(async () => screen.getByRole("button", { name: "Learn More" }).click());
    await advance(10);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it("opens the advertiser's site when the click, sent with the ticket, is recorded", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { requests } = renderPopup("video_popup_30s");
    await advance(2_100);
    await act(async () => screen.getByRole("button", { name: "Learn More" }).click());
    await advance(10);
    expect(requests.filter((request) => request.url.endsWith("/click")).map((request) => request.body)).toEqual([{ ticket: TICKET }]);
    expect(open).toHaveBeenCalledWith("https://tours.example", "_blank", "noopener");
    open.mockRestore();
  });

  it("shows the poster until the video plays, and the poster with where the link leads when the video cannot load", async () => {
    renderPopup("video_popup_30s");
    await advance(2_100);
    const dialog = screen.getByRole("dialog", { name: "Study in Cape Town" });
    const video = dialog.querySelector("video")!;
    expect(video).toHaveAttribute("poster", "https://tours.example/poster.jpg");
    expect(video.parentElement).not.toHaveClass("bg-black");
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
    fireEvent.error(video);
    expect(dialog.querySelector("video")).toBeNull();
    expect(screen.getByRole("img", { name: "Table Mountain Tours: Study in Cape Town" })).toHaveAttribute(
      "src",
      "https://tours.example/poster.jpg",
    );
    expect(screen.getByText("The video cannot play here. Learn More opens tours.example.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Learn More" })).toBeEnabled();
  });

  it("shows the ad's words, not a black box, for a running video ad approved before posters were asked for", async () => {
    renderPopup("video_popup_30s", 204, { posterUrl: null, videoUrl: null });
    await advance(2_100);
    expect(screen.getByRole("dialog").querySelector("video")).toBeNull();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("The video cannot play here. Learn More opens tours.example.")).toBeInTheDocument();
    expect(screen.getByText("Weekend trips for language students.")).toBeInTheDocument();
  });

  it("is not shown again the same day", async () => {
    window.localStorage.setItem("video-ad-shown-on", new Date().toISOString().slice(0, 10));
    renderPopup("video_popup_30s");
    await advance(5_000);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
