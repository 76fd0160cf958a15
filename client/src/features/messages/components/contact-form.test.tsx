import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { ContactForm } from "./contact-form";

const notifications = () => screen.findByRole("region", { name: /notifications/i });

async function fillAndSend(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.type(screen.getByLabelText("Your name"), "Thandi Mokoena");
  await user.type(screen.getByLabelText("Email address"), "thandi@example.com");
  await user.selectOptions(screen.getByLabelText("Subject"), "Course Information");
  await user.type(screen.getByLabelText("Message"), "Which level should I start with?");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("Contact form", () => {
  it("offers the five subjects, General Inquiry first and chosen", () => {
    mockApi({});
    renderWithProviders(<ContactForm />);

    const subject = screen.getByLabelText<HTMLSelectElement>("Subject");
    expect(subject.value).toBe("General Inquiry");
    expect(
      within(subject)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["General Inquiry", "Course Information", "Technical Support", "Billing Question", "Partnership Opportunity"]);
  });

  it("shows the field messages and sends nothing when the form is not valid", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<ContactForm />);

    await user.type(screen.getByLabelText("Email address"), "not-an-email");
    await user.type(screen.getByLabelText("Message"), "Too short");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-describedby", "contact-message-error");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts exactly the four fields and the empty honeypot, says 'Message Sent' and empties the form", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({ "POST /api/contact": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<ContactForm />);

    await fillAndSend(user);

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(jsonResponse(201, { message: "Message received" }));

    const region = await notifications();
    expect(await within(region).findByText("Message Sent")).toBeInTheDocument();
    expect(within(region).getByText("We've received your message and will get back to you soon.")).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/api/contact");
    expect(requests[0]?.body).toEqual({
      name: "Thandi Mokoena",
      email: "thandi@example.com",
      subject: "Course Information",
      message: "Which level should I start with?",
      website: "",
    });
    await waitFor(() => expect(screen.getByLabelText("Your name")).toHaveValue(""));
    expect(screen.getByLabelText("Subject")).toHaveValue("General Inquiry");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps what was typed and shows the fallback 'Error' toast when the server fails", async () => {
    mockApi({ "POST /api/contact": jsonResponse(500, { message: "Internal server error" }) });
    const { user } = renderWithProviders(<ContactForm />);

    await fillAndSend(user);

    const region = await notifications();
    expect(await within(region).findByText("Error")).toBeInTheDocument();
    expect(within(region).getByText("Failed to send your message. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Thandi Mokoena");
  });

  it("shows the server's own words for a rate limit", async () => {
    mockApi({ "POST /api/contact": jsonResponse(429, { message: "Too many messages. Please try again later." }) });
    const { user } = renderWithProviders(<ContactForm />);

    await fillAndSend(user);

    const region = await notifications();
    expect(await within(region).findByText("Too many messages. Please try again later.")).toBeInTheDocument();
  });

  it("puts a 400's field messages under the fields", async () => {
    mockApi({
      "POST /api/contact": jsonResponse(400, { message: "Invalid request", errors: { email: ["Invalid email address"] } }),
    });
    const { user } = renderWithProviders(<ContactForm />);

    await fillAndSend(user);

    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(await within(await notifications()).findByText("Invalid request")).toBeInTheDocument();
  });

  it("speaks Spanish, while the subjects it sends stay the server's English values", async () => {
    showInterfaceIn("es");
    const { requests } = mockApi({ "POST /api/contact": jsonResponse(201, { message: "sent" }) });
    const { user } = renderWithProviders(<ContactForm />);

    const subject = screen.getByLabelText<HTMLSelectElement>("Asunto");
    expect(within(subject).getByRole("option", { name: "Colaboraciones" })).toHaveValue("Partnership Opportunity");
    expect(screen.queryByRole("option", { name: "Partnership Opportunity" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Tu nombre"), "Thandi Mokoena");
    await user.type(screen.getByLabelText("Correo electrónico"), "thandi@example.com");
    await user.selectOptions(subject, "Información sobre cursos");
    await user.type(screen.getByLabelText("Mensaje"), "Which level should I start with?");
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));

    expect(await within(await notifications()).findByText("Mensaje enviado")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({ subject: "Course Information" });
  });
});
