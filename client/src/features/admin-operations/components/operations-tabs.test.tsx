import type { JobView, MailSummary } from "@shared/api/admin-inbox";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { JobsTab } from "./jobs-tab";
import { MailTab } from "./mail-tab";

const FAILED: MailSummary = {
  id: 12,
  to: "lee@example.com",
  subject: "Welcome",
  status: "failed",
  attempts: 7,
  lastError: "SMTP down",
  createdAt: "2026-11-21T08:00:00.000Z",
  sentAt: null,
  nextAttemptAt: "2026-11-21T20:00:00.000Z",
};
const SENT: MailSummary = { ...FAILED, id: 13, to: "ana@example.com", subject: "Receipt", status: "sent", lastError: null, attempts: 1 };

describe("Mail tab", () => {
  it("lists mail with status and last error, filters by status and shows a mail's text", async () => {
    const { requests } = mockApi({
      "GET /api/admin/mail": jsonResponse(200, { mails: [FAILED, SENT] }),
      "GET /api/admin/mail/13": jsonResponse(200, { ...SENT, replyTo: null, textBody: "Thank you for paying.", hiddenLinks: 0 }),
    });
    const { user } = renderWithProviders(<MailTab />);
    expect(await screen.findByText("Last error: SMTP down")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Mail" })).getByText("Failed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry Receipt to ana@example.com" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "View Receipt to ana@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Receipt" });
    expect(await within(dialog).findByText("Thank you for paying.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("note")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    await waitFor(() => expect(requests.at(-1)!.url).toBe("/api/admin/mail?status=failed"));
  });

  it("shows a mail's private links as the server hid them, and says why", async () => {
    const reset = "Open this link within the hour:\n\nhttp://college.test/reset-password#token=[hidden]\n";
    mockApi({
      "GET /api/admin/mail": jsonResponse(200, { mails: [SENT] }),
      "GET /api/admin/mail/13": jsonResponse(200, {
        ...SENT,
        subject: "Reset your password",
        replyTo: null,
        textBody: reset,
        hiddenLinks: 1,
      }),
    });
    const { user } = renderWithProviders(<MailTab />);
    await user.click(await screen.findByRole("button", { name: "View Receipt to ana@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Receipt" });
    expect(await within(dialog).findByText(/reset-password#token=\[hidden\]/)).toBeInTheDocument();
    expect(within(dialog).getByRole("note")).toHaveTextContent(
      "1 private link is shown as [hidden]: it opens the recipient's account or page, so only they may see it.",
    );
  });

  it("retries a failed mail and says so; a refusal shows the server's message", async () => {
    let retries = 0;
    const { requests } = mockApi({
      "GET /api/admin/mail": jsonResponse(200, { mails: [FAILED] }),
      "POST /api/admin/mail/12/retry": () =>
        ++retries === 1
          ? jsonResponse(200, { ...FAILED, status: "pending", attempts: 0, replyTo: null, textBody: "Hi", hiddenLinks: 0 })
          : jsonResponse(409, { message: "Only a failed mail can be retried" }),
    });
    const { user } = renderWithProviders(<MailTab />);
    await user.click(await screen.findByRole("button", { name: "Retry Welcome to lee@example.com" }));
    expect(await screen.findByText("Mail queued again")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
    await waitFor(() => expect(requests.filter((r) => r.url === "/api/admin/mail")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Retry Welcome to lee@example.com" }));
    expect(await screen.findByText("Only a failed mail can be retried")).toBeInTheDocument();
  });
});

const JOBS: JobView[] = [
  {
    id: "deliver-mail",
    schedule: "* * * * *",
    timeZone: "UTC",
    description: "Sends queued mail and retries failed deliveries",
    safeToRunTwice: true,
    lastRuns: [],
  },
  {
    id: "backup-daily",
    schedule: "0 9 * * *",
    timeZone: "Africa/Johannesburg",
    description: "The daily backup, mailed to the backup address",
    safeToRunTwice: false,
    lastRuns: [
      {
        slot: "2026-11-21T09:00",
        startedAt: "2026-11-21T09:00:00.000Z",
        finishedAt: "2026-11-21T09:00:02.000Z",
        status: "failed",
        error: "disk full",
      },
    ],
  },
];

describe("Jobs tab", () => {
  it("shows each job's schedule and last runs, with Run now only for safe jobs", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Asia/Tokyo" })),
      "GET /api/admin/jobs": jsonResponse(200, { jobs: JOBS }),
    });
    renderWithProviders(<JobsTab />);
    expect(await screen.findByText("disk full")).toBeInTheDocument();
    expect(screen.getByText("No runs yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run now: deliver-mail" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Run now: backup-daily" })).not.toBeInTheDocument();
    expect(screen.getByText("Scheduled only")).toBeInTheDocument();
    // The schedule in words, never a cron string; 09:00 in Johannesburg said in the admin's zone (Tokyo).
    expect(screen.getByText("every minute")).toBeInTheDocument();
    expect(await screen.findByText("daily at 16:00 GMT+9")).toBeInTheDocument();
    expect(screen.queryByText(/\* \* \*/)).not.toBeInTheDocument();
  });

  it("runs a job, busy meanwhile, then shows the recorded run", async () => {
    let release: () => void = () => {};
    const ran: JobView = {
      ...JOBS[0]!,
      lastRuns: [
        {
          slot: "manual-2026-11-21T10:00:00.000Z",
          startedAt: "2026-11-21T10:00:00.000Z",
          finishedAt: "2026-11-21T10:00:00.500Z",
          status: "succeeded",
          error: null,
        },
      ],
    };
    let listCalls = 0;
    const { requests } = mockApi({
      "GET /api/admin/jobs": () => jsonResponse(200, { jobs: ++listCalls === 1 ? JOBS : [ran, JOBS[1]] }),
      "POST /api/admin/jobs/deliver-mail/run": () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse(200, { result: "succeeded", job: ran }));
        }),
    });
    const { user } = renderWithProviders(<JobsTab />);
    await user.click(await screen.findByRole("button", { name: "Run now: deliver-mail" }));
    expect(screen.getByRole("button", { name: "Running...: deliver-mail" })).toBeDisabled();
    release();
    expect(await screen.findByText("deliver-mail ran")).toBeInTheDocument();
    expect(await screen.findByText("manual")).toBeInTheDocument();
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});
