import type { CertificateView } from "@shared/api/certificates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { MyCertificatesPage } from "./my-certificates-page";

const CERTIFICATE: CertificateView = {
  id: 4,
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "Beginner English",
  completionDate: "2024-12-15T10:00:00.000Z",
  issueDate: "2024-12-15T10:00:00.000Z",
  kind: "graded",
  grade: "Merit",
  guidedHours: null,
  finalScore: null,
  moduleTestsScore: null,
  isValid: true,
};

/** Captures what a download hands the browser: the file name and the file's text. */
const captureDownloads = () => {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return "blob:certificate";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob! });
  });
  return saved;
};

/** jsdom's Blob has no text(): read it the way a browser of the time would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.restoreAllMocks());

describe("My Certificates", () => {
  it("lists each certificate with its badge, date, grade and number, and downloads the file", async () => {
    mockApi({
      "GET /api/my-certificates": jsonResponse(200, [
        CERTIFICATE,
        { ...CERTIFICATE, id: 5, certificateNumber: "CC-2026-ZZZZ2222", courseName: "TEFL Level 3", isValid: false },
      ]),
    });
    const saved = captureDownloads();
    renderWithProviders(<MyCertificatesPage />);
    const card = (await screen.findByRole("heading", { name: "Beginner English" })).closest("li")!;
    expect(within(card).getByText("Verified")).toBeInTheDocument();
    expect(within(card).getByText("Dec 15, 2024")).toBeInTheDocument();
    expect(within(card).getByText("Merit")).toBeInTheDocument();
    expect(within(card).getByText("CC-2026-ABCD2345")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Verify" })).toHaveAttribute("href", "/verify/CC-2026-ABCD2345");
    const revoked = screen.getByRole("heading", { name: "TEFL Level 3" }).closest("li")!;
    expect(within(revoked).getByText("Revoked")).toBeInTheDocument();
    expect(within(revoked).queryByRole("button", { name: /Download/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Download Certificate" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe("Certificate_Beginner_English_Amara_Okafor.html");
    const html = await readText(saved[0]!.blob);
    expect(html).toContain("Amara Okafor");
    expect(html).toContain(`${window.location.origin}/verify/CC-2026-ABCD2345`);
    expect(html).toContain("<svg");
    expect(screen.getByText(/Employers can verify your certificate/)).toBeInTheDocument();
  });

  it("shows the two samples and Browse Courses when there is none yet", async () => {
    mockApi({ "GET /api/my-certificates": jsonResponse(200, []) });
    const saved = captureDownloads();
    renderWithProviders(<MyCertificatesPage />);
    expect(await screen.findByRole("heading", { name: "No certificates yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    const tefl = screen.getByRole("heading", { name: "TEFL Level 3 Certificate" }).closest("li")!;
    expect(within(tefl).getByText("Distinction")).toBeInTheDocument();
    expect(within(tefl).getByText("Sample")).toBeInTheDocument();
    const advanced = screen.getByRole("heading", { name: "Advanced English (C1-C2)" }).closest("li")!;
    expect(within(advanced).getByText("Merit")).toBeInTheDocument();
    await userEvent.click(within(tefl).getByRole("button", { name: "Download" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await readText(saved[0]!.blob)).toContain("SAMPLE: NOT A REAL CERTIFICATE");
  });

  it("shows the wait and a failure with a way to try again", async () => {
    const { fetchMock } = mockApi({ "GET /api/my-certificates": jsonResponse(500, { message: "Server unavailable" }) });
    renderWithProviders(<MyCertificatesPage />);
    expect(screen.getByText("Loading your certificates...")).toBeInTheDocument();
    expect(await screen.findByText("Server unavailable")).toBeInTheDocument();
    mockApi({ "GET /api/my-certificates": jsonResponse(200, [CERTIFICATE]) });
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Beginner English" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
