import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CLASS_FULL, LIVE_CLASSES_NEED_SUBSCRIPTION, type LiveClass } from "@shared/api/live-classes";
import { buildLiveClass } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { UpcomingLiveClasses } from "./upcoming-live-classes";

type Routes = Parameters<typeof mockApi>[0];

function setup({
  classes,
  timeZone = "Africa/Johannesburg",
  routes = {},
}: {
  classes?: LiveClass[] | Response;
  timeZone?: string;
  routes?: Routes;
}) {
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser({ timeZone })),
    "GET /api/live-classes": classes instanceof Response ? classes : jsonResponse(200, classes ?? []),
    ...routes,
  });
  const rendered = renderWithProviders(<UpcomingLiveClasses />, { path: "/dashboard" });
  return { ...api, ...rendered };
}

/** The list item of the class with this title. */
const item = async (title: string) => (await screen.findByRole("heading", { level: 3, name: title })).closest("li")!;

const forbidden = () => jsonResponse(403, { message: LIVE_CLASSES_NEED_SUBSCRIPTION, code: "forbidden" });

describe("Upcoming live classes", () => {
  it("shows each class in the student's own time zone, named, with the teacher, the level and the seats left", async () => {
    setup({ classes: [buildLiveClass({ startsAt: "2026-11-24T16:00:00.000Z", durationMinutes: 90, capacity: 10, seatsTaken: 3 })] });

    const card = await item("Conversation Practice: Travel English");
    expect(screen.getByText("Africa/Johannesburg")).toBeInTheDocument();
    const time = within(card).getByText(/Tuesday/);
    expect(time).toHaveAttribute("datetime", "2026-11-24T16:00:00.000Z");
    // 16:00 UTC is 18:00 in Johannesburg (UTC+2), and the class lasts 90 minutes.
    expect(time.textContent).toMatch(/(6:00\sPM|18:00)\s–\s(7:30\sPM|19:30)/);
    expect(time.textContent).toMatch(/\((GMT\+2|SAST)\)/);
    expect(within(card).getByText("Sarah Mitchell")).toBeInTheDocument();
    expect(within(card).getByText("B1-B2")).toBeInTheDocument();
    expect(within(card).getByText("7 of 10 seats left")).toBeInTheDocument();
  });

  it("follows the zone on the profile, not a fixed one", async () => {
    setup({ timeZone: "America/New_York", classes: [buildLiveClass({ startsAt: "2026-11-24T16:00:00.000Z", durationMinutes: 60 })] });

    const card = await item("Conversation Practice: Travel English");
    expect(screen.getByText("America/New York")).toBeInTheDocument();
    expect(within(card).getByText(/Tuesday/).textContent).toMatch(/(11:00\sAM|11:00)\s–\s(12:00\sPM|12:00)/);
  });

  it("books a seat: Book, then Booked with the calendar file and a way to cancel", async () => {
    const booked = buildLiveClass({ isBooked: true, seatsTaken: 4 });
    let isBooked = false;
    const { requests, user } = setup({
      routes: {
        "GET /api/live-classes": () => jsonResponse(200, [isBooked ? booked : buildLiveClass()]),
        "POST /api/live-classes/1/book": () => {
          isBooked = true;
          return jsonResponse(201, booked);
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: "Book Conversation Practice: Travel English" }));

    const card = await item("Conversation Practice: Travel English");
    expect(await within(card).findByText("Booked")).toBeInTheDocument();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.url).toBe("/api/live-classes/1/book");
    expect(post?.headers.get("X-Requested-With")).toBe("fetch");
    const calendar = within(card).getByRole("link", { name: /^Add to calendar \(\.ics\)/ });
    expect(calendar).toHaveAttribute("href", "/api/live-classes/1/calendar.ics");
    expect(calendar).toHaveAttribute("download");
    expect(within(card).getByRole("button", { name: /^Cancel booking/ })).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /^Book / })).not.toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: /^Join class/ })).not.toBeInTheDocument();
    expect(within(card).getByText("The join link appears here 15 minutes before the class starts.")).toBeInTheDocument();
    expect(within(card).getByText("6 of 10 seats left")).toBeInTheDocument();
    expect(await screen.findByText("Seat booked")).toBeInTheDocument();
    expect(
      screen.getByText("You are booked on Conversation Practice: Travel English. We have emailed you a confirmation with a calendar file."),
    ).toBeInTheDocument();
  });

  it("shows 'Class full' instead of Book when no seat is left", async () => {
    setup({ classes: [buildLiveClass({ capacity: 8, seatsTaken: 8, isFull: true })] });

    const card = await item("Conversation Practice: Travel English");
    expect(within(card).getByRole("button", { name: /^Class full/ })).toBeDisabled();
    expect(within(card).queryByRole("button", { name: /^Book/ })).not.toBeInTheDocument();
    expect(within(card).getByText("No seats left")).toBeInTheDocument();
  });

  it("says the class is full when the last seat went to someone else first, and shows it full", async () => {
    let reads = 0;
    const { user } = setup({
      routes: {
        "GET /api/live-classes": () => {
          reads += 1;
          return jsonResponse(200, [
            reads === 1 ? buildLiveClass({ capacity: 1, seatsTaken: 0 }) : buildLiveClass({ capacity: 1, seatsTaken: 1, isFull: true }),
          ]);
        },
        "POST /api/live-classes/1/book": jsonResponse(409, { message: CLASS_FULL, code: "conflict" }),
      },
    });

    await user.click(await screen.findByRole("button", { name: /^Book / }));

    expect(await screen.findByText("Booking failed")).toBeInTheDocument();
    expect(screen.getByText(CLASS_FULL)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /^Class full/ })).toBeDisabled();
  });

  it("gives a booked student the join link once it is open", async () => {
    setup({ classes: [buildLiveClass({ isBooked: true, joinUrl: "https://meet.example.com/travel" })] });

    const card = await item("Conversation Practice: Travel English");
    const join = within(card).getByRole("link", { name: /^Join class/ });
    expect(join).toHaveAttribute("href", "https://meet.example.com/travel");
    expect(join).toHaveAttribute("target", "_blank");
    expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(card).queryByText(/The join link appears here/)).not.toBeInTheDocument();
  });

  it("cancels a booking: DELETE, then Book again", async () => {
    let isBooked = true;
    const { requests, user } = setup({
      routes: {
        "GET /api/live-classes": () => jsonResponse(200, [buildLiveClass({ isBooked })]),
        "DELETE /api/live-classes/1/book": () => {
          isBooked = false;
          return jsonResponse(204);
        },
      },
    });

    await user.click(await screen.findByRole("button", { name: /^Cancel booking/ }));

    expect(await screen.findByRole("button", { name: /^Book / })).toBeEnabled();
    expect(requests.some((request) => request.method === "DELETE" && request.url === "/api/live-classes/1/book")).toBe(true);
    // The toast and the refetched list arrive in either order on a busy machine.
    expect(await screen.findByText("Booking cancelled")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Your seat on Conversation Practice: Travel English is free for someone else. We have emailed you a confirmation.",
      ),
    ).toBeInTheDocument();
  });

  it("shows a cancelled class the student had booked as cancelled, with a way to remove it", async () => {
    setup({ classes: [buildLiveClass({ isBooked: true, isCancelled: true })] });

    const card = await item("Conversation Practice: Travel English");
    expect(within(card).getByText("This class has been cancelled.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Remove from my classes/ })).toBeInTheDocument();
    expect(within(card).queryByRole("link")).not.toBeInTheDocument();
  });

  it("asks a student without a plan (403) to view the plans", async () => {
    setup({ classes: forbidden() });

    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks a visitor (401) to view the plans", async () => {
    mockApi({
      "GET /api/me": signedOut(),
      "GET /api/live-classes": jsonResponse(401, { message: "Please sign in to continue", code: "unauthorized" }),
    });
    renderWithProviders(<UpcomingLiveClasses />);

    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("says when nothing is scheduled", async () => {
    setup({ classes: [] });

    expect(await screen.findByText(/No live classes are scheduled right now/)).toBeInTheDocument();
  });

  it("shows an error with a retry that reads the classes again", async () => {
    let reads = 0;
    const { user } = setup({
      routes: {
        "GET /api/live-classes": () => {
          reads += 1;
          return reads === 1 ? jsonResponse(500, { message: "Internal Server Error" }) : jsonResponse(200, [buildLiveClass()]);
        },
      },
    });

    expect(await screen.findByText("We couldn't load your live classes.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Conversation Practice: Travel English" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("speaks Spanish, with the day and times in Spanish in the student's own zone; the class's title stays as written", async () => {
    showInterfaceIn("es");
    setup({ classes: [buildLiveClass({ startsAt: "2026-11-24T16:00:00.000Z", durationMinutes: 90, capacity: 10, seatsTaken: 3 })] });

    const card = await item("Conversation Practice: Travel English");
    expect(screen.getByRole("heading", { name: "Próximas clases en directo" })).toBeInTheDocument();
    const time = within(card).getByText(/martes/);
    expect(time.textContent).toContain("24 de noviembre de 2026");
    expect(time.textContent).toContain("18:00 – 19:30");
    expect(within(card).getByText("Plazas libres: 7 de 10")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Reservar/ })).toBeInTheDocument();
    expect(screen.queryByText(/Tuesday/)).not.toBeInTheDocument();
    expect(screen.queryByText("7 of 10 seats left")).not.toBeInTheDocument();
  });
});
