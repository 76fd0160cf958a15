import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PreRegistrationForm } from "./pre-registration-form";

const notifications = () => screen.findByRole("region", { name: /notifications/i });

describe("Pre-registration form", () => {
  it("shows the idle label it is given", () => {
    mockApi({});
    renderWithProviders(<PreRegistrationForm buttonLabel="Subscribe" />);

    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(screen.getByLabelText("Email address")).toBeEnabled();
  });

  it("refuses an address without '@' with 'Invalid email' and sends nothing", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<PreRegistrationForm buttonLabel="Notify Me" />);

    await user.type(screen.getByLabelText("Email address"), "thandi.example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    const region = await notifications();
    expect(await within(region).findByText("Invalid email")).toBeInTheDocument();
    expect(within(region).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an empty box the same way", async () => {
    const { fetchMock } = mockApi({});
    const { user } = renderWithProviders(<PreRegistrationForm buttonLabel="Notify Me" />);

    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    expect(await within(await notifications()).findByText("Invalid email")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes submitting, then subscribed for good with the box locked and cleared", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({ "POST /api/pre-register": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderWithProviders(<PreRegistrationForm buttonLabel="Notify Me" />);

    await user.type(screen.getByLabelText("Email address"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    expect(await screen.findByRole("button", { name: "Subscribing..." })).toBeDisabled();
    expect(screen.getByLabelText("Email address")).toBeDisabled();
    answer(jsonResponse(201, { message: "You're on the list" }));

    expect(await screen.findByRole("button", { name: "Subscribed!" })).toBeDisabled();
    expect(screen.getByLabelText("Email address")).toBeDisabled();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    const region = await notifications();
    expect(await within(region).findByText("Thank you!")).toBeInTheDocument();
    expect(within(region).getByText("We'll notify you when we launch!")).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ email: "thandi@example.com", website: "" });
  });

  it("treats an address already on the list (200) as subscribed too", async () => {
    mockApi({ "POST /api/pre-register": jsonResponse(200, { message: "Already registered" }) });
    const { user } = renderWithProviders(<PreRegistrationForm buttonLabel="Subscribe" />);

    await user.type(screen.getByLabelText("Email address"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("button", { name: "Subscribed!" })).toBeDisabled();
  });

  it("goes back to idle with 'Something went wrong' when the call fails", async () => {
    mockApi({ "POST /api/pre-register": jsonResponse(500, { message: "Internal server error" }) });
    const { user } = renderWithProviders(<PreRegistrationForm buttonLabel="Notify Me" />);

    await user.type(screen.getByLabelText("Email address"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    const region = await notifications();
    expect(await within(region).findByText("Something went wrong")).toBeInTheDocument();
    expect(within(region).getByText("Please try again later")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Notify Me" })).toBeEnabled();
    expect(screen.getByLabelText("Email address")).toBeEnabled();
    expect(screen.getByLabelText("Email address")).toHaveValue("thandi@example.com");
  });
});
