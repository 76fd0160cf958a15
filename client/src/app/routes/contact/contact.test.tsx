import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { buildSchool } from "@/test/school";
import ContactScreen from "./contact";

describe("Contact screen", () => {
  it("has one h1, the form, the school's configured details with its hours and time zone, and five FAQ entries", async () => {
    mockApi({ "GET /api/school": jsonResponse(200, buildSchool()) });
    const { container } = renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "office@karoo.example" })).toHaveAttribute("href", "mailto:office@karoo.example");
    expect(screen.getByRole("link", { name: "+27 21 555 0100" })).toHaveAttribute("href", "tel:+27215550100");
    expect(screen.getByText("12 Long Street, Cape Town 8001, South Africa")).toBeInTheDocument();
    expect(screen.getByText("Mon–Fri 08:30–17:00")).toBeInTheDocument();
    expect(screen.getByText("Sat 09:00–12:00")).toBeInTheDocument();
    expect(screen.getByText("Times in South Africa Standard Time (Johannesburg)")).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Boston|EST|24\/7|Main office/);
    expect(container.querySelectorAll("details")).toHaveLength(5);
    expect(screen.getByText(/3-6 months/)).toBeInTheDocument();
  });

  it("leaves out a phone the school has not configured, and says 24/7 only for hours round the clock", async () => {
    mockApi({
      "GET /api/school": jsonResponse(
        200,
        buildSchool({ phone: null, supportHours: [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "00:00", closes: "24:00" }] }),
      ),
    });
    renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(await screen.findByText("24/7: every day, round the clock")).toBeInTheDocument();
    expect(screen.queryByText("Phone")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^\+27/ })).not.toBeInTheDocument();
  });

  it("offers to say when the newsletter starts, as /newsletter does, through the pre-registration list", async () => {
    const { requests } = mockApi({
      "GET /api/school": jsonResponse(200, buildSchool()),
      "POST /api/pre-register": jsonResponse(201, { message: "Subscribed" }),
    });
    const { user } = renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(
      screen.getByText("Our newsletter is not running yet. Leave your email and we will write once, when the first issue goes out."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/once a month/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email for the newsletter"), "lerato@example.com");
    await user.click(screen.getByRole("button", { name: "Notify me" }));

    expect(await screen.findByRole("button", { name: "Subscribed!" })).toBeDisabled();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual(["/api/pre-register"]);
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Thank you!")).toBeInTheDocument();
  });

  it("shows the page's headings, the newsletter box and the support hours in Japanese", async () => {
    mockApi({ "GET /api/school": jsonResponse(200, buildSchool()) });
    showInterfaceIn("ja");
    renderWithProviders(<ContactScreen />, { path: "/contact" });

    expect(screen.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "よくあるご質問" })).toBeInTheDocument();
    expect(screen.getByLabelText("ニュースレター用のメールアドレス")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "お知らせを受け取る" })).toBeInTheDocument();
    expect(await screen.findByText("月–金 08:30〜17:00")).toBeInTheDocument();
    expect(screen.getByText(/南アフリカ/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Contact Us" })).not.toBeInTheDocument();
  });
});
