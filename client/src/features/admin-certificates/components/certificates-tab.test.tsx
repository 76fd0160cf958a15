import type { AdminCertificate } from "@shared/api/certificates";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi, type RecordedRequest } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { CertificatesTab } from "./certificates-tab";

const VALID: AdminCertificate = {
  id: 1,
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "Beginner English",
  completionDate: "2026-11-21T10:00:00.000Z",
  issueDate: "2026-11-21T10:00:00.000Z",
  kind: "graded",
  grade: "Merit",
  guidedHours: null,
  finalScore: null,
  moduleTestsScore: null,
  isValid: true,
  userId: 7,
  username: "amara",
  revokedReason: null,
  revokedAt: null,
};
const REVOKED: AdminCertificate = {
  ...VALID,
  id: 2,
  certificateNumber: "CC-2026-ZZZZ2222",
  isValid: false,
  revokedReason: "Issued in error",
  revokedAt: "2026-11-22T10:00:00.000Z",
};
const page = (certificates: AdminCertificate[]) => jsonResponse(200, { certificates, total: certificates.length, page: 1, pageSize: 20 });

describe("admin Certificates tab", () => {
  it("lists valid and revoked certificates with their facts and links", async () => {
    mockApi({ "GET /api/admin/certificates": page([VALID, REVOKED]) });
    renderWithProviders(<CertificatesTab />);
    const valid = (await screen.findByText("CC-2026-ABCD2345")).closest("li")!;
    expect(within(valid).getByText("Valid")).toBeInTheDocument();
    expect(within(valid).getByText(/\(amara\) · Beginner English · Merit · Nov 21, 2026/)).toBeInTheDocument();
    expect(within(valid).getByRole("link", { name: "Verify page" })).toHaveAttribute("href", "/verify/CC-2026-ABCD2345");
    const revoked = screen.getByText("CC-2026-ZZZZ2222").closest("li")!;
    expect(within(revoked).getByText("Reason: Issued in error")).toBeInTheDocument();
    expect(within(revoked).getByRole("button", { name: "Reinstate CC-2026-ZZZZ2222" })).toBeInTheDocument();
  });

  it("searches on the server and goes back to page 1", async () => {
    const { requests } = mockApi({
      "GET /api/admin/certificates": (request: RecordedRequest) => page(request.url.includes("search=okafor") ? [VALID] : [VALID, REVOKED]),
    });
    const { user } = renderWithProviders(<CertificatesTab />);
    await screen.findByText("CC-2026-ZZZZ2222");
    await user.type(screen.getByLabelText("Search certificates"), "okafor");
    await waitFor(() => expect(screen.queryByText("CC-2026-ZZZZ2222")).not.toBeInTheDocument());
    expect(requests.at(-1)!.url).toBe("/api/admin/certificates?page=1&search=okafor");
  });

  it("asks for a reason before revoking, then revokes and says so", async () => {
    let revoked = false;
    const { requests } = mockApi({
      "GET /api/admin/certificates": () => page([revoked ? { ...VALID, isValid: false, revokedReason: "Fraud" } : VALID]),
      "POST /api/admin/certificates/CC-2026-ABCD2345/revoke": () => {
        revoked = true;
        return jsonResponse(200, { ...VALID, isValid: false, revokedReason: "Fraud" });
      },
    });
    const { user } = renderWithProviders(<CertificatesTab />);
    await user.click(await screen.findByRole("button", { name: "Revoke CC-2026-ABCD2345" }));
    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    expect(await screen.findByText("Please give the reason for revoking this certificate")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    await user.type(screen.getByLabelText("Reason"), "Fraud");
    await user.click(screen.getByRole("button", { name: "Revoke certificate" }));
    expect(await screen.findByText("Certificate Revoked")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")!.body).toEqual({ reason: "Fraud" });
    expect(await screen.findByText("Reason: Fraud")).toBeInTheDocument();
  });

  it("reinstates after a confirmation, and shows the server's word when it refuses", async () => {
    mockApi({
      "GET /api/admin/certificates": page([REVOKED]),
      "POST /api/admin/certificates/CC-2026-ZZZZ2222/reinstate": jsonResponse(409, { message: "This certificate is not revoked" }),
    });
    const { user } = renderWithProviders(<CertificatesTab />);
    await user.click(await screen.findByRole("button", { name: "Reinstate CC-2026-ZZZZ2222" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reinstate" }));
    expect(await screen.findByText("This certificate is not revoked")).toBeInTheDocument();
  });

  it("has empty and error states", async () => {
    mockApi({ "GET /api/admin/certificates": page([]) });
    const { unmount } = renderWithProviders(<CertificatesTab />);
    expect(await screen.findByText("No certificates have been issued yet.")).toBeInTheDocument();
    unmount();
    mockApi({ "GET /api/admin/certificates": jsonResponse(500, { message: "down" }) });
    renderWithProviders(<CertificatesTab />);
    expect(await screen.findByText("The certificates could not be loaded.")).toBeInTheDocument();
  });
});
