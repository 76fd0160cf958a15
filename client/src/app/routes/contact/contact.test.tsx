import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import ContactScreen from "./contact";

describe("Contact screen", () => {
  it("has one h1, the form, the contact details and five FAQ entries", () => {
    mockApi({});
    const { container } = renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@cape-english.example" })).toHaveAttribute("href", "mailto:hello@cape-english.example");
    expect(screen.getByRole("link", { name: "+27 21 555 0199" })).toHaveAttribute("href", "tel:+27215550199");
    expect(screen.getByText("Mon-Fri 9:00-20:00 EST")).toBeInTheDocument();
    expect(screen.getByText("Sat 10:00-17:00 EST")).toBeInTheDocument();
    expect(container.querySelectorAll("details")).toHaveLength(5);
    expect(screen.getByText(/3-6 months/)).toBeInTheDocument();
  });

  it("subscribes to the newsletter through the pre-registration list", async () => {
    const { requests } = mockApi({ "POST /api/pre-register": jsonResponse(201, { message: "Subscribed" }) });
    const { user } = renderWithProviders(<ContactScreen />, { path: "/contact" });

    await user.type(screen.getByLabelText("Email for the newsletter"), "lerato@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(await screen.findByRole("button", { name: "Subscribed!" })).toBeDisabled();
    expect(requests.map((request) => request.url)).toEqual(["/api/pre-register"]);
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Thank you!")).toBeInTheDocument();
  });

  it("shows the page's headings and the newsletter box in Japanese", () => {
    mockApi({});
    showInterfaceIn("ja");
    renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(screen.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "よくあるご質問" })).toBeInTheDocument();
    expect(screen.getByLabelText("ニュースレター用のメールアドレス")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "登録する" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Contact Us" })).not.toBeInTheDocument();
  });
});
