import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { DownloadDataCard } from "./download-data-card";

afterEach(() => vi.restoreAllMocks());

const CONFIRMED = { email: "thandi@example.com", isConfirmed: true, pendingEmail: null };
const UNCONFIRMED_NOTE =
  "Your email address is not confirmed yet, so what we hold under it (messages sent through our forms, advertisements, the mail we sent to it) is not in the file. Open the confirmation link we mailed you, then download again to include it.";

describe("Download my data", () => {
  it("fetches the export and saves it under the server's file name", async () => {
    const { requests } = mockApi({
      "GET /api/me/email-confirmation": jsonResponse(200, CONFIRMED),
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
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain("GET /api/me/data-export");
    expect(saved).toEqual(["my-data-thandi-2026-11-25.json blob:my-data"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the download failed when the server refuses", async () => {
    mockApi({ "GET /api/me/data-export": jsonResponse(500, { message: "Something went wrong" }) });
    const { user } = renderWithProviders(<DownloadDataCard />);

    await user.click(screen.getByRole("button", { name: "Download my data" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Your data could not be downloaded. Please try again.");
  });

  it("says, before the download, that what is stored under an unconfirmed address is not in the file", async () => {
    mockApi({ "GET /api/me/email-confirmation": jsonResponse(200, { ...CONFIRMED, isConfirmed: false }) });
    renderWithProviders(<DownloadDataCard />);

    expect(await screen.findByText(UNCONFIRMED_NOTE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });

  it("says nothing of the kind once the address is confirmed, or when the answer did not come", async () => {
    mockApi({ "GET /api/me/email-confirmation": jsonResponse(200, CONFIRMED) });
    const confirmed = renderWithProviders(<DownloadDataCard />);
    await vi.waitFor(() => expect(confirmed.queryClient.getQueryState(["/api/me/email-confirmation"])?.status).toBe("success"));
    expect(screen.queryByText(UNCONFIRMED_NOTE)).not.toBeInTheDocument();
    confirmed.unmount();

    mockApi({ "GET /api/me/email-confirmation": jsonResponse(500, { message: "Something went wrong" }) });
    const failed = renderWithProviders(<DownloadDataCard />);
    await vi.waitFor(() => expect(failed.queryClient.getQueryState(["/api/me/email-confirmation"])?.status).toBe("error"), {
      timeout: 10_000,
    });
    expect(screen.queryByText(UNCONFIRMED_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeEnabled();
  });
});
