import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BackupRunView } from "@shared/api/backups";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { BackupActions } from "./backup-actions";
import { BackupRunsList } from "./backup-runs-list";

const buildRun = (overrides: Partial<BackupRunView> = {}): BackupRunView => ({
  id: 1,
  kind: "daily",
  format: "sql",
  reason: null,
  startedAt: "2026-11-21T07:00:00.000Z",
  finishedAt: "2026-11-21T07:00:05.000Z",
  status: "succeeded",
  fileName: "college-backup-daily-2026-11-21T07-00-00Z.sql",
  sizeBytes: 2048,
  sha256: "a".repeat(64),
  verification: "verified",
  error: null,
  isFileStored: true,
  offsite: null,
  ...overrides,
});

const renderPage = () =>
  renderWithProviders(
    <>
      <BackupActions />
      <BackupRunsList />
    </>,
  );

describe("Backup Management", () => {
  it("lists the runs newest first with their details, and a download only for stored files", async () => {
    mockApi({
      "GET /api/admin/backup/runs": jsonResponse(200, {
        runs: [
          buildRun({ id: 3, kind: "emergency", reason: "Server move" }),
          buildRun({ id: 2, status: "failed", verification: "public.users: rows differ", isFileStored: false, sizeBytes: null }),
          buildRun({ id: 1, isFileStored: false }),
        ],
      }),
    });
    renderPage();
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Emergency")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Reason: Server move")).toBeInTheDocument();
    expect(within(items[0]!).getByText("2.0 KB")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("button", { name: /Download college-backup/ })).toBeInTheDocument();
    expect(within(items[1]!).getByText("Verification: public.users: rows differ")).toBeInTheDocument();
    expect(within(items[1]!).queryByRole("button")).toBeNull();
    expect(within(items[2]!).getByText("File removed (retention)")).toBeInTheDocument();
  });

  it("shows where each copy is, local and off-site, with the off-site status and verification", async () => {
    mockApi({
      "GET /api/admin/backup/runs": jsonResponse(200, {
        runs: [
          buildRun({
            id: 3,
            offsite: {
              key: "college/college-backup-daily-2026-11-21T07-00-00Z.sql.enc",
              status: "succeeded",
              verification: "verified",
              error: null,
            },
          }),
          buildRun({
            id: 2,
            offsite: { key: "college/b.sql.enc", status: "failed", verification: null, error: "connect ECONNREFUSED 127.0.0.1:9000" },
          }),
          buildRun({
            id: 1,
            isFileStored: false,
            offsite: { key: "college/a.sql.enc", status: "removed", verification: "verified", error: null },
          }),
        ],
      }),
    });
    renderPage();
    const items = await screen.findAllByRole("listitem");
    expect(within(items[0]!).getByText("college-backup-daily-2026-11-21T07-00-00Z.sql in the backup folder")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Stored")).toBeInTheDocument();
    expect(within(items[0]!).getByText("college/college-backup-daily-2026-11-21T07-00-00Z.sql.enc")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Off-site verification: verified")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Failed")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Off-site error: connect ECONNREFUSED 127.0.0.1:9000")).toBeInTheDocument();
    // The local copy of a run whose upload failed is still there, with its download.
    expect(within(items[1]!).getByRole("button", { name: /Download college-backup/ })).toBeInTheDocument();
    expect(within(items[2]!).getByText("File removed (retention)")).toBeInTheDocument();
    expect(within(items[2]!).getByText("Removed (retention)")).toBeInTheDocument();
  });

  it("names the local copy by its file name only, never the server's folder, and its time in the admin's zone", async () => {
    // Even an answer that still carried the server's path (an older server) does not put it on the page.
    const withServerPath = { ...buildRun(), localPath: "/var/lib/college-site/backups/college-backup-daily-2026-11-21T07-00-00Z.sql" };
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Africa/Johannesburg" })),
      "GET /api/admin/backup/runs": jsonResponse(200, { runs: [withServerPath] }),
    });
    const { container } = renderPage();
    const [item] = await screen.findAllByRole("listitem");
    expect(within(item!).getByText("college-backup-daily-2026-11-21T07-00-00Z.sql in the backup folder")).toBeInTheDocument();
    expect(await within(item!).findByText("21 Nov 2026, 09:00 SAST")).toHaveAttribute("datetime", "2026-11-21T07:00:00.000Z");
    expect(container.textContent).not.toContain("/var/lib");
    expect(container.textContent).not.toMatch(/\/[a-z]+\//);
  });

  it("says when the scheduled backups run, in the admin's zone, from the server's jobs", async () => {
    const job = (id: string, schedule: string) => ({
      id,
      schedule,
      timeZone: "Africa/Johannesburg",
      description: "",
      safeToRunTwice: false,
      lastRuns: [],
    });
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Asia/Tokyo" })),
      "GET /api/admin/backup/runs": jsonResponse(200, { runs: [] }),
      "GET /api/admin/jobs": jsonResponse(200, { jobs: [job("backup-daily", "0 9 * * *"), job("backup-weekly", "0 10 * * 0")] }),
    });
    renderPage();
    // 09:00 and Sunday 10:00 in Johannesburg are 16:00 and Sunday 17:00 in Tokyo.
    expect(
      await screen.findByText("Automated backups run daily at 16:00 GMT+9 and every Sunday at 17:00 GMT+9. Run one now:"),
    ).toBeInTheDocument();
  });

  it("says when off-site copies are not configured", async () => {
    mockApi({ "GET /api/admin/backup/runs": jsonResponse(200, { runs: [buildRun()] }) });
    renderPage();
    expect(await screen.findByText("None (off-site copies are not configured)")).toBeInTheDocument();
    expect(screen.getByText("Local copy")).toBeInTheDocument();
  });

  it("shows the empty state, and the error state with a retry", async () => {
    let calls = 0;
    mockApi({
      "GET /api/admin/backup/runs": () =>
        ++calls === 1 ? jsonResponse(500, { message: "Database down" }) : jsonResponse(200, { runs: [] }),
    });
    const { user } = renderPage();
    expect(await screen.findByText("Database down")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No backups yet.")).toBeInTheDocument();
  });

  it("a blank emergency reason is refused before any request", async () => {
    const { requests } = mockApi({ "GET /api/admin/backup/runs": jsonResponse(200, { runs: [] }) });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Reason"), "   ");
    await user.click(screen.getByRole("button", { name: "Emergency Backup" }));
    expect(await screen.findByText("Reason Required")).toBeInTheDocument();
    expect(screen.getByText("Please provide a reason for the emergency backup")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("sends the emergency backup with its reason and reads the runs again", async () => {
    const { requests } = mockApi({
      "GET /api/admin/backup/runs": jsonResponse(200, { runs: [] }),
      "POST /api/admin/backup/emergency": jsonResponse(200, { run: buildRun({ kind: "emergency" }), mailQueued: true, mailTo: "a@b.test" }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Reason"), "Server move");
    await user.click(screen.getByRole("button", { name: "Emergency Backup" }));
    expect(await screen.findByText("Emergency Backup Sent")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ reason: "Server move" });
    await waitFor(() => expect(requests.filter((request) => request.url === "/api/admin/backup/runs")).toHaveLength(2));
    expect(screen.getByLabelText("Reason")).toHaveValue("");
  });

  it("shows the busy state, then the failure toasts of the daily and weekly backups", async () => {
    let release: (response: Response) => void = () => {};
    mockApi({
      "GET /api/admin/backup/runs": jsonResponse(200, { runs: [] }),
      "POST /api/admin/backup/send-daily": () => new Promise<Response>((resolve) => (release = resolve)),
      "POST /api/admin/backup/send-weekly": jsonResponse(500, {}),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Send Daily Backup" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    release(new Response("", { status: 502 }));
    expect(await screen.findByText("Failed to send daily backup report")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send Weekly Backup" }));
    expect(await screen.findByText("Failed to send weekly backup")).toBeInTheDocument();
    expect(screen.getByText("Backup Failed")).toBeInTheDocument();
  });

  it("downloads the JSON and SQL files, and says so when a download fails", async () => {
    const createObjectURL = vi.fn(() => "blob:backup");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/backup/runs": jsonResponse(200, { runs: [] }),
      "GET /api/admin/backup/all-data": new Response("{}", {
        status: 200,
        headers: { "Content-Disposition": "attachment; filename=college-backup-2026-11-21.json" },
      }),
      "GET /api/admin/backup/sql": jsonResponse(500, {}),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Download All Data (JSON)" }));
    expect(await screen.findByText("college-backup-2026-11-21.json")).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Download SQL Dump" }));
    expect(await screen.findByText("Failed to download SQL backup data")).toBeInTheDocument();
    expect(screen.getByText("Download Failed")).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
