import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminLiveClass } from "@shared/api/live-classes";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { AdminLiveClassesPanel } from "./admin-live-classes-panel";

const DAY = 24 * 60 * 60_000;
// The panel tells upcoming from ended classes by the real clock: dates relative to it.
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function buildAdminClass(overrides: Partial<AdminLiveClass> = {}): AdminLiveClass {
  return {
    id: 1,
    title: "Conversation Practice: Travel English",
    level: "B1-B2",
    teacherName: "Sarah Mitchell",
    startsAt: inDays(2),
    durationMinutes: 60,
    capacity: 10,
    seatsTaken: 3,
    isCancelled: false,
    joinUrl: "https://meet.example.com/travel",
    ...overrides,
  };
}

type Routes = Parameters<typeof mockApi>[0];

function setup(routes: Routes = {}, classes: AdminLiveClass[] = [buildAdminClass()]) {
  const api = mockApi({ "GET /api/admin/live-classes": jsonResponse(200, classes), ...routes });
  const rendered = renderWithProviders(<AdminLiveClassesPanel />, { path: "/admin" });
  return { ...api, ...rendered };
}

const card = async (title: string) => (await screen.findByRole("heading", { level: 3, name: title })).closest("li")!;

describe("AdminLiveClassesPanel", () => {
  it("lists every class with its status, bookings count and join link", async () => {
    setup({}, [
      buildAdminClass({ id: 3, title: "Later: Business English", startsAt: inDays(9), isCancelled: true, seatsTaken: 0 }),
      buildAdminClass(),
      buildAdminClass({ id: 2, title: "Earlier: Grammar Workshop", startsAt: inDays(-3), seatsTaken: 8 }),
    ]);

    const scheduled = await card("Conversation Practice: Travel English");
    expect(within(scheduled).getByText("Scheduled")).toBeInTheDocument();
    expect(within(scheduled).getByText("3 of 10 seats booked")).toBeInTheDocument();
    expect(within(scheduled).getByText("https://meet.example.com/travel")).toBeInTheDocument();
    expect(within(scheduled).getByText("Sarah Mitchell")).toBeInTheDocument();
    expect(within(scheduled).getByRole("button", { name: "Edit Conversation Practice: Travel English" })).toBeInTheDocument();
    expect(within(scheduled).getByRole("button", { name: "Cancel class Conversation Practice: Travel English" })).toBeInTheDocument();

    const cancelled = await card("Later: Business English");
    expect(within(cancelled).getByText("Cancelled")).toBeInTheDocument();
    expect(within(cancelled).getByRole("button", { name: /^Restore class/ })).toBeInTheDocument();
    expect(within(cancelled).queryByRole("button", { name: /^Cancel class/ })).not.toBeInTheDocument();

    const ended = await card("Earlier: Grammar Workshop");
    expect(within(ended).getByText("Ended")).toBeInTheDocument();
    expect(within(ended).getByText("8 of 10 seats booked")).toBeInTheDocument();
    expect(within(ended).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the empty state, and an error with a retry", async () => {
    let reads = 0;
    const { user } = setup({
      "GET /api/admin/live-classes": () => {
        reads += 1;
        return reads === 1 ? jsonResponse(500, { message: "Internal Server Error" }) : jsonResponse(200, []);
      },
    });

    expect(await screen.findByText("The live classes could not be loaded.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(/No live classes yet/)).toBeInTheDocument();
  });

  it("checks the form with the server's messages before sending anything", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: "Schedule class" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a live class" });
    await user.clear(within(dialog).getByLabelText("Seats"));
    await user.type(within(dialog).getByLabelText("Join link"), "http://meet.example.com/x");
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));

    expect(await within(dialog).findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Level is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Teacher name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Start must be a date and time")).toBeInTheDocument();
    expect(within(dialog).getByText("Join link must be an https address")).toBeInTheDocument();
    expect(within(dialog).getByText("Capacity must be 1 to 500")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("schedules a class: the local start goes as ISO with its offset, numbers as numbers", async () => {
    let created = false;
    const { user, requests } = setup({
      "GET /api/admin/live-classes": () =>
        jsonResponse(200, created ? [buildAdminClass({ id: 9, title: "Business English: Meetings" })] : []),
      "POST /api/admin/live-classes": () => {
        created = true;
        return jsonResponse(201, { id: 9 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Schedule class" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a live class" });
    await user.type(within(dialog).getByLabelText("Title"), "  Business English: Meetings ");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "B1-B2");
    await user.type(within(dialog).getByLabelText("Teacher"), "Thabo Nkosi");
    fireEvent.change(within(dialog).getByLabelText("Starts at"), { target: { value: "2030-03-14T18:30" } });
    await user.clear(within(dialog).getByLabelText("Duration (minutes)"));
    await user.type(within(dialog).getByLabelText("Duration (minutes)"), "90");
    await user.type(within(dialog).getByLabelText("Join link"), "https://meet.example.com/meetings");
    await user.clear(within(dialog).getByLabelText("Seats"));
    await user.type(within(dialog).getByLabelText("Seats"), "12");
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));

    expect(await screen.findByText("Class scheduled")).toBeInTheDocument();
    const post = requests.find((request) => request.method === "POST");
    const body = post?.body as Record<string, unknown>;
    expect(body).toEqual({
      title: "Business English: Meetings",
      level: "B1-B2",
      teacherName: "Thabo Nkosi",
      startsAt: expect.stringMatching(/^2030-03-14T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2})$/),
      durationMinutes: 90,
      joinUrl: "https://meet.example.com/meetings",
      capacity: 12,
    });
    // The same instant as 18:30 on the admin's (here the test machine's) clock.
    expect(new Date(body.startsAt as string).getTime()).toBe(new Date(2030, 2, 14, 18, 30).getTime());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { level: 3, name: "Business English: Meetings" })).toBeInTheDocument();
  });

  it("reads the start in the admin's own zone, named on the screen and under the field, and shows it back in it", async () => {
    let created = false;
    const { user, requests } = setup({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Asia/Tokyo" })),
      "GET /api/admin/live-classes": () =>
        jsonResponse(200, created ? [buildAdminClass({ id: 9, startsAt: "2030-03-14T09:30:00Z", durationMinutes: 60 })] : []),
      "POST /api/admin/live-classes": () => {
        created = true;
        return jsonResponse(201, { id: 9 });
      },
    });
    expect(await screen.findByText("Times are shown in your time zone, Asia/Tokyo.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Schedule class" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a live class" });
    expect(within(dialog).getByText("In your time zone (Asia/Tokyo); students see it in theirs.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Title"), "Business English: Meetings");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "B1-B2");
    await user.type(within(dialog).getByLabelText("Teacher"), "Thabo Nkosi");
    fireEvent.change(within(dialog).getByLabelText("Starts at"), { target: { value: "2030-03-14T18:30" } });
    await user.type(within(dialog).getByLabelText("Join link"), "https://meet.example.com/meetings");
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));

    expect(await screen.findByText("Class scheduled")).toBeInTheDocument();
    // 18:30 in Tokyo (UTC+9) is 09:30 UTC, whatever zone the browser runs in.
    expect((requests.find((request) => request.method === "POST")!.body as { startsAt: string }).startsAt).toBe("2030-03-14T09:30:00Z");
    const item = await card("Conversation Practice: Travel English");
    expect(within(item).getByText(/6:30\sPM – 7:30\sPM|18:30 – 19:30/)).toBeInTheDocument();
  });

  it("offers the levels in a real select, and a chosen level is kept (no 'Level is required')", async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole("button", { name: "Schedule class" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a live class" });
    const level = within(dialog).getByRole("combobox", { name: "Level" });
    expect(
      within(level)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a level", "All levels", "A1", "A2", "B1", "B2", "C1", "C2", "A1-A2", "B1-B2", "C1-C2"]);
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));
    expect(await within(dialog).findByText("Level is required")).toBeInTheDocument();
    await user.selectOptions(level, "B2");
    expect(level).toHaveValue("B2");
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));
    await waitFor(() => expect(within(dialog).queryByText("Level is required")).not.toBeInTheDocument());
  });

  it("shows the server's refusal under its field", async () => {
    const { user } = setup({
      "POST /api/admin/live-classes": jsonResponse(400, {
        message: "Start must be in the future",
        code: "validation",
        errors: { startsAt: ["Start must be in the future"] },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Schedule class" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule a live class" });
    await user.type(within(dialog).getByLabelText("Title"), "Business English: Meetings");
    await user.selectOptions(within(dialog).getByLabelText("Level"), "B1-B2");
    await user.type(within(dialog).getByLabelText("Teacher"), "Thabo Nkosi");
    fireEvent.change(within(dialog).getByLabelText("Starts at"), { target: { value: "2020-03-14T18:30" } });
    await user.type(within(dialog).getByLabelText("Join link"), "https://meet.example.com/meetings");
    await user.click(within(dialog).getByRole("button", { name: "Schedule class" }));

    expect(await within(dialog).findByText("Start must be in the future")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Starts at")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Schedule a live class" })).toBeInTheDocument();
  });

  it("edits a class, sending only what changed", async () => {
    const { user, requests } = setup({
      "PATCH /api/admin/live-classes/1": jsonResponse(200, buildAdminClass({ title: "Travel English: Hotels" })),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Conversation Practice: Travel English" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit live class" });
    expect(within(dialog).getByLabelText("Seats")).toHaveValue(10);
    expect(within(dialog).getByLabelText("Join link")).toHaveValue("https://meet.example.com/travel");
    await user.clear(within(dialog).getByLabelText("Title"));
    await user.type(within(dialog).getByLabelText("Title"), "Travel English: Hotels");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Class saved")).toBeInTheDocument();
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.url).toBe("/api/admin/live-classes/1");
    expect(patch?.body).toEqual({ title: "Travel English: Hotels" });
  });

  it("says the booked students were emailed when a class's length or start changes", async () => {
    const { user, requests } = setup({
      "PATCH /api/admin/live-classes/1": jsonResponse(200, buildAdminClass({ durationMinutes: 90 })),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Conversation Practice: Travel English" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit live class" });
    await user.clear(within(dialog).getByLabelText("Duration (minutes)"));
    await user.type(within(dialog).getByLabelText("Duration (minutes)"), "90");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(
      await screen.findByText("Conversation Practice: Travel English is up to date. Its booked students have been emailed the new time."),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ durationMinutes: 90 });
  });

  it("cancels a class after confirming, and restores a cancelled one", async () => {
    const { user, requests } = setup(
      {
        "PATCH /api/admin/live-classes/1": jsonResponse(200, buildAdminClass({ isCancelled: true })),
        "PATCH /api/admin/live-classes/2": jsonResponse(200, buildAdminClass({ id: 2, isCancelled: false })),
      },
      [buildAdminClass(), buildAdminClass({ id: 2, title: "Grammar Workshop: Past Tense", isCancelled: true })],
    );

    await user.click(await screen.findByRole("button", { name: "Cancel class Conversation Practice: Travel English" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this class?" });
    expect(
      within(dialog).getByText(/the 3 booked students see it as cancelled on their dashboard and get an email saying so\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel class" }));
    expect(await screen.findByText("Class cancelled")).toBeInTheDocument();
    expect(
      screen.getByText("Conversation Practice: Travel English is shown as cancelled to its booked students, and they have been emailed."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Restore class Grammar Workshop: Past Tense" }));
    expect(await screen.findByText("Class restored")).toBeInTheDocument();
    expect(
      screen.getByText("Grammar Workshop: Past Tense can be booked again. Its booked students have been emailed that it is back on."),
    ).toBeInTheDocument();

    const patches = requests.filter((request) => request.method === "PATCH");
    expect(patches.map((request) => [request.url, request.body])).toEqual([
      ["/api/admin/live-classes/1", { isCancelled: true }],
      ["/api/admin/live-classes/2", { isCancelled: false }],
    ]);
  });

  it("keeps the class when the confirmation is declined", async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole("button", { name: /^Cancel class/ }));
    await user.click(await screen.findByRole("button", { name: "Keep class" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === "PATCH")).toEqual([]);
  });
});
