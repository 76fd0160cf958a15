import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { DownloadDataCard } from "./download-data-card";

afterEach(() => vi.restoreAllMocks());

describe("Download my data", () => {
  it("fetches the export and saves it under the server's file name", async () => {
    const { requests } = mockApi({
      "GET /api/me/data-export": new Response('{"about":"thandi"}', {
        status: 200,
        headers: { "Content-Type": "application/json", "Content-Disposition": 'attachment; filename="my-data-thandi-2026-11-25.json"' },
      }),
    });
    const createObjectURL = vi.fn(() => "blob:my-data");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderWithProviders(<DownloadDataCard />);

    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByRole("button", { name: "Download my data" })).toBeEnabled();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(["GET /api/me/data-export"]);
    expect(saved).toEqual(["my-data-thandi-2026-11-25.json blob:my-data"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the download failed when the server refuses", async () => {
    mockApi({ "GET /api/me/data-export": jsonResponse(500, { message: "Something went wrong" }) });
    const { user } = renderWithProviders(<DownloadDataCard />);

    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your data could not be downloaded. Please try again.");
  });
});
