import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { UnsubscribePage } from "./unsubscribe-page";

describe("/unsubscribe", () => {
  it("changes nothing on opening, and unsubscribes when the person confirms", async () => {
    const { requests } = mockApi({
      "POST /api/unsubscribe": jsonResponse(200, { unsubscribed: true, email: "thandi@linguabooks.example" }),
    });
    const { user } = renderWithProviders(<UnsubscribePage token="abc.def-signed-token" />);
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("You are unsubscribed")).toBeInTheDocument();
    expect(screen.getByText(/thandi@linguabooks.example will receive no further business emails/)).toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ token: "abc.def-signed-token" });
  });

  it("says so when the link is not valid", async () => {
    mockApi({ "POST /api/unsubscribe": jsonResponse(400, { message: "This unsubscribe link is not valid" }) });
    const { user } = renderWithProviders(<UnsubscribePage token="tampered-token" />);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("This unsubscribe link is not valid")).toBeInTheDocument();
  });

  it("is in Japanese when the interface is; the college's name stays as it is", async () => {
    showInterfaceIn("ja");
    mockApi({ "POST /api/unsubscribe": jsonResponse(200, { unsubscribed: true, email: "thandi@linguabooks.example" }) });
    const { user } = renderWithProviders(<UnsubscribePage token="abc.def-signed-token" />);
    expect(screen.getByText(/Cape English College からの営業メールの配信を停止します/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "配信を停止" }));
    expect(await screen.findByText("配信を停止しました")).toBeInTheDocument();
    expect(screen.queryByText("You are unsubscribed")).not.toBeInTheDocument();
  });

  it("offers the contact page in the interface language when the link is incomplete", () => {
    showInterfaceIn("es");
    mockApi({});
    renderWithProviders(<UnsubscribePage token={null} />);
    expect(screen.getByRole("link", { name: "escríbenos" })).toHaveAttribute("href", "/contact");
  });
});
