import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { useLessonTimer } from "./use-lesson-timer";

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

const reports = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((request) => request.method === "POST").map((request) => [request.url, request.body]);

/** Advances the clock second by second, the student touching the page every `activeEvery` seconds (0: never). */
const pass = (seconds: number, activeEvery = 30) => {
  for (let second = 1; second <= seconds; second += 1) {
    if (activeEvery > 0 && second % activeEvery === 0) fireEvent.pointerDown(window);
    act(() => void vi.advanceTimersByTime(1000));
  }
};

describe("useLessonTimer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reports each minute of active study on the lesson page, and the rest when the student leaves", () => {
    const { requests } = mockApi({ "POST /api/lessons/31/time": jsonResponse(204) });
    const { unmount } = renderHook(() => useLessonTimer(31, { enabled: true }), { wrapper });

    pass(150);
    expect(reports(requests)).toEqual([
      ["/api/lessons/31/time", { seconds: 60 }],
      ["/api/lessons/31/time", { seconds: 60 }],
    ]);
    unmount();
    expect(reports(requests).at(-1)).toEqual(["/api/lessons/31/time", { seconds: 30 }]);
  });

  it("stops counting two minutes after the last activity: an open tab is not study", () => {
    const { requests } = mockApi({ "POST /api/lessons/31/time": jsonResponse(204) });
    const { unmount } = renderHook(() => useLessonTimer(31, { enabled: true }), { wrapper });

    pass(30 * 60, 0);
    unmount();
    const total = reports(requests).reduce((sum, [, body]) => sum + (body as { seconds: number }).seconds, 0);
    expect(total).toBe(120);
  });

  it("does not count while the page is hidden, and sends what it has when the page is hidden", () => {
    const { requests } = mockApi({ "POST /api/lessons/31/time": jsonResponse(204) });
    renderHook(() => useLessonTimer(31, { enabled: true }), { wrapper });
    pass(20);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    fireEvent(document, new Event("visibilitychange"));
    expect(reports(requests)).toEqual([["/api/lessons/31/time", { seconds: 20 }]]);
    pass(300);
    expect(reports(requests)).toHaveLength(1);
    visibility.mockRestore();
  });

  it("counts at most an hour per visit", () => {
    const { requests } = mockApi({ "POST /api/lessons/31/time": jsonResponse(204) });
    const { unmount } = renderHook(() => useLessonTimer(31, { enabled: true }), { wrapper });
    pass(90 * 60);
    unmount();
    const total = reports(requests).reduce((sum, [, body]) => sum + (body as { seconds: number }).seconds, 0);
    expect(total).toBe(60 * 60);
  });

  it("records nothing when disabled (a lesson read without an enrolment)", () => {
    const { requests } = mockApi({});
    const { unmount } = renderHook(() => useLessonTimer(31, { enabled: false }), { wrapper });
    pass(120);
    unmount();
    expect(reports(requests)).toEqual([]);
  });
});
