import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { FeedbackForm } from "./feedback-form";

const notifications = () => screen.findByRole("region", { name: /notifications/i });

async function fillIn(user: ReturnType<typeof renderWithProviders>["user"], { category = "bug" } = {}) {
  await user.type(screen.getByLabelText("Your name"), "Sipho");
  await user.type(screen.getByLabelText("Email address"), "sipho@example.com");
  if (category) await user.selectOptions(screen.getByLabelText("Category"), category);
  await user.type(screen.getByLabelText("Your feedback"), "The lesson page loads slowly on my phone.");
}

describe("Feedback form", () => {
  it("lists the six categories after an empty 'Select a category'", () => {
    mockApi({});
    renderWithProviders(<FeedbackForm />);

    const category = screen.getByLabelText<HTMLSelectElement>("Category");
    expect(category.value).toBe("");
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => [option.getAttribute("value"), option.textContent]),
    ).toEqual([
      ["", "Select a category"],
      ["suggestion", "Suggestion"],
      ["improvement", "Improvement"],
      ["bug", "Website Issue"],
      ["content", "Course Content"],
      ["question", "General Question"],
      ["other", "Other"],
    ]);
  });

  it("counts the message's characters as n/500", async () => {
    mockApi({});
    const { user } = renderWithProviders(<FeedbackForm />);

    expect(screen.getByText("0/500")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your feedback"), "Great course");
    expect(screen.getByText("12/500")).toBeInTheDocument();
    expect(screen.getByLabelText("Your feedback")).toHaveAttribute("aria-describedby", "feedback-message-hint");
  });

  it("refuses 501 characters and a missing category without a request", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<FeedbackForm />);

    await fillIn(user, { category: "" });
    // Pasting is what people do with long texts; typing 501 keys would only slow the test down.
    fireEvent.change(screen.getByLabelText("Your feedback"), { target: { value: "a".repeat(501) } });
    expect(screen.getByText("501/500")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));

    expect(await screen.findByText("Message cannot exceed 500 characters")).toBeInTheDocument();
    expect(screen.getByText("Please select a category")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks name, email and the message's minimum length", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<FeedbackForm />);

    await user.type(screen.getByLabelText("Your name"), "S");
    await user.type(screen.getByLabelText("Email address"), "sipho@");
    await user.type(screen.getByLabelText("Your feedback"), "Too short");
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));

    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Message must be at least 10 characters")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("submits, shows 'Feedback Submitted' and starts over", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({ "POST /api/feedback": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<FeedbackForm />);

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    answer(jsonResponse(201, { message: "Thank you" }));

    expect(await within(await notifications()).findByText("Feedback Submitted")).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      name: "Sipho",
      email: "sipho@example.com",
      category: "bug",
      message: "The lesson page loads slowly on my phone.",
      website: "",
    });
    await waitFor(() => expect(screen.getByLabelText("Category")).toHaveValue(""));
    expect(screen.getByText("0/500")).toBeInTheDocument();
  });

  it("shows the server's message, or the fallback, in an 'Error' toast", async () => {
    mockApi({ "POST /api/feedback": jsonResponse(503) });
    const { user } = renderWithProviders(<FeedbackForm />);

    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit Feedback" }));

    const region = await notifications();
    expect(await within(region).findByText("Error")).toBeInTheDocument();
    expect(within(region).getByText("Failed to submit feedback. Please try again later.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveValue("Sipho");
  });
});
