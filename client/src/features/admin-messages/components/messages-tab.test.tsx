import type { InboxMessage, MessageReplyView } from "@shared/api/admin-inbox";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { MessagesTab } from "./messages-tab";
import { PreRegistrationsTab } from "./pre-registrations-tab";

const FEEDBACK: InboxMessage = {
  kind: "feedback",
  id: 4,
  name: "Kenji",
  email: "kenji@example.com",
  category: "suggestion",
  message: "More listening practice, please.",
  createdAt: "2026-11-21T09:00:00.000Z",
  readAt: null,
  isResolved: false,
  isArchived: false,
  adminNotes: null,
  replies: [],
};
const CONTACT: InboxMessage = {
  kind: "contact",
  id: 9,
  name: "Amara Okafor",
  email: "amara@example.com",
  subject: "Course Information",
  message: "Which course suits a B1 learner?",
  createdAt: "2026-11-20T09:00:00.000Z",
  readAt: "2026-11-20T10:00:00.000Z",
  isResolved: false,
  isArchived: false,
  adminNotes: null,
  replies: [],
};

const page = (messages: InboxMessage[], total = messages.length, pageNumber = 1) => ({ messages, total, page: pageNumber, pageSize: 20 });

describe("Messages tab", () => {
  it("pages through a long inbox and goes back to page 1 when the filter changes", async () => {
    const { requests } = mockApi({
      "GET /api/admin/messages": (request) =>
        jsonResponse(
          200,
          request.url.includes("page=2") ? page([{ ...CONTACT, id: 30, name: "Second page" }], 25, 2) : page([CONTACT], 25),
        ),
    });
    const { user } = renderWithProviders(<MessagesTab />);
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("button", { name: "Open Course Information from Second page" })).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe("/api/admin/messages?status=unread&page=2");
    await user.click(screen.getByRole("button", { name: "All" }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe("/api/admin/messages?status=all&page=1"));
  });

  it("shows unread messages first, and says so when there are none", async () => {
    const { requests } = mockApi({ "GET /api/admin/messages": jsonResponse(200, page([])) });
    renderWithProviders(<MessagesTab />);
    expect(await screen.findByText("No unread messages")).toBeInTheDocument();
    expect(requests.find((request) => request.url.startsWith("/api/admin/"))!.url).toBe("/api/admin/messages?status=unread&page=1");
  });

  it("filters by status and kind", async () => {
    const { requests } = mockApi({ "GET /api/admin/messages": jsonResponse(200, page([CONTACT])) });
    const { user } = renderWithProviders(<MessagesTab />);
    await screen.findByRole("button", { name: "Open Course Information from Amara Okafor" });
    await user.click(screen.getByRole("button", { name: "Archived" }));
    await user.selectOptions(screen.getByLabelText("Kind"), "contact");
    await waitFor(() => expect(requests.at(-1)!.url).toBe("/api/admin/messages?status=archived&page=1&kind=contact"));
    expect(screen.getByRole("button", { name: "Archived" })).toHaveAttribute("aria-pressed", "true");
  });

  it("opens an unread item (marking it read) and resolves it", async () => {
    let stored = FEEDBACK;
    const { requests } = mockApi({
      "GET /api/admin/messages": () => jsonResponse(200, page([stored, CONTACT])),
      "POST /api/admin/messages/feedback/4/read": () => {
        stored = { ...stored, readAt: "2026-11-21T10:00:00.000Z" };
        return jsonResponse(200, stored);
      },
      "PATCH /api/admin/feedback/4": () => {
        stored = { ...stored, isResolved: true };
        return jsonResponse(200, stored);
      },
    });
    const { user } = renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole("button", { name: "Open suggestion from Kenji" }));
    expect(screen.getByText("More listening practice, please.", { selector: "p" })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.method === "POST" && r.url === "/api/admin/messages/feedback/4/read")).toBe(true));

    await user.click(screen.getByRole("button", { name: "Mark resolved" }));
    expect(await screen.findByText("Marked resolved")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PATCH")!.body).toEqual({ isResolved: true });
    expect(screen.getByRole("button", { name: "Reopen" })).toBeInTheDocument();
  });

  it("keeps a message opened in the Unread filter in the list, selected and shown as read, until the filter changes", async () => {
    const newer: InboxMessage = {
      ...CONTACT,
      id: 11,
      subject: "Enrolment",
      name: "Lindiwe",
      readAt: null,
      createdAt: "2026-11-22T09:00:00.000Z",
    };
    const older: InboxMessage = {
      ...CONTACT,
      id: 12,
      subject: "Payment",
      name: "Sipho",
      readAt: null,
      createdAt: "2026-11-19T09:00:00.000Z",
    };
    const stored = new Map([newer, FEEDBACK, older].map((message) => [`${message.kind}-${message.id}`, message]));
    mockApi({
      // The server's Unread filter: only the items not read yet.
      "GET /api/admin/messages": (request) => {
        const all = [...stored.values()];
        return jsonResponse(200, page(request.url.includes("status=unread") ? all.filter((message) => !message.readAt) : all));
      },
      "POST /api/admin/messages/feedback/4/read": () => {
        const read = { ...FEEDBACK, readAt: "2026-11-23T10:00:00.000Z" };
        stored.set("feedback-4", read);
        return jsonResponse(200, read);
      },
    });
    const { user } = renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole("button", { name: "Open suggestion from Kenji" }));
    const list = screen.getByRole("list", { name: "Messages" });
    // After the read is saved and the Unread list read again, Kenji's message is still there, between the two.
    await waitFor(() => expect(within(list).getAllByRole("button")[1]).not.toHaveTextContent("New"));
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Open Enrolment from Lindiwe",
      "Open suggestion from Kenji",
      "Open Payment from Sipho",
    ]);
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, "true", null]);
    expect(within(items[0]!).getByText("New")).toBeInTheDocument();
    expect(within(items[2]!).getByText("New")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "suggestion" })).toBeInTheDocument();

    // A change of filter shows the server's list as it is: the Unread list no longer holds it.
    await user.click(screen.getByRole("button", { name: "All" }));
    await user.click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Messages" })).getAllByRole("button")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "Open suggestion from Kenji" })).not.toBeInTheDocument();
  });

  it("saves notes, and shows the server's message when saving fails", async () => {
    const { requests } = mockApi({
      "GET /api/admin/messages": jsonResponse(200, page([CONTACT])),
      "PATCH /api/admin/contacts/9": jsonResponse(400, { message: "Notes must be at most 2000 characters" }),
    });
    const { user } = renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole("button", { name: "Open Course Information from Amara Okafor" }));
    await user.type(screen.getByLabelText("Admin notes"), "Call back Monday");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByText("Notes must be at most 2000 characters")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "PATCH")!.body).toEqual({ adminNotes: "Call back Monday" });
  });

  it("sends a reply and shows it with its mail status", async () => {
    const reply: MessageReplyView = {
      id: 1,
      body: "The B1 course suits you.",
      createdAt: "2026-11-21T10:00:00.000Z",
      sentByUsername: "principal",
      mailStatus: "pending",
    };
    let stored = CONTACT;
    const { requests } = mockApi({
      "GET /api/admin/messages": () => jsonResponse(200, page([stored])),
      "POST /api/admin/messages/contact/9/reply": () => {
        stored = { ...stored, replies: [reply] };
        return jsonResponse(201, reply);
      },
    });
    const { user } = renderWithProviders(<MessagesTab />);
    await user.click(await screen.findByRole("button", { name: "Open Course Information from Amara Okafor" }));

    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Please write a reply")).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith("/reply"))).toBe(false);

    await user.type(screen.getByLabelText("Reply to amara@example.com"), "The B1 course suits you.");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Reply sent")).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith("/reply"))!.body).toEqual({ body: "The B1 course suits you." });
    const replies = screen.getByRole("region", { name: "Replies" });
    expect(within(replies).getByText("The B1 course suits you.")).toBeInTheDocument();
    expect(within(replies).getByText("Mail: Queued")).toBeInTheDocument();
    expect(screen.getByLabelText("Reply to amara@example.com")).toHaveValue("");
  });
});

describe("Pre-registrations tab", () => {
  it("lists the addresses with their count and downloads the CSV", async () => {
    const { requests } = mockApi({
      "GET /api/admin/pre-registrations": jsonResponse(200, {
        total: 2,
        preRegistrations: [
          { email: "b@example.com", createdAt: "2026-11-21T08:00:00.000Z" },
          { email: "a@example.com", createdAt: "2026-11-20T08:00:00.000Z" },
        ],
      }),
    });
    const { user } = renderWithProviders(<PreRegistrationsTab />);
    expect(await screen.findByText("2 addresses on the launch list.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Pre-registrations" })).getAllByRole("listitem")).toHaveLength(2);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() }));
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests.at(-1)!.url).toBe("/api/admin/pre-registrations?format=csv");
    click.mockRestore();
  });

  it("says why when the CSV download fails, instead of leaving the browser on an error page", async () => {
    mockApi({
      "GET /api/admin/pre-registrations": (request) =>
        request.url.includes("format=csv")
          ? jsonResponse(403, { message: "Administrator access required" })
          : jsonResponse(200, { total: 0, preRegistrations: [] }),
    });
    const { user } = renderWithProviders(<PreRegistrationsTab />);
    expect(await screen.findByText("No pre-registrations yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Administrator access required")).toBeInTheDocument();
  });
});
