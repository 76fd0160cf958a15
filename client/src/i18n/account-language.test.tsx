import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AccountLanguage } from "./account-language";
import { i18n } from "./i18n";

describe("the account's language", () => {
  it("saves the language on screen on an account that has none yet, so that its mails follow", async () => {
    showInterfaceIn("ja");
    const saved: unknown[] = [];
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ locale: null })),
      "PATCH /api/me": async (request) => {
        saved.push(request.body);
        return jsonResponse(200, buildUser({ locale: "ja" }));
      },
    });
    renderWithProviders(<AccountLanguage />);
    await waitFor(() => expect(saved).toEqual([{ locale: "ja" }]));
    expect(i18n.locale).toBe("ja");
  });

  it("opens in the account's language on a device with no choice of its own", async () => {
    const requests = mockApi({ "GET /api/me": jsonResponse(200, buildUser({ locale: "es" })) }).requests;
    showInterfaceIn("es"); // its catalogue is at hand, as it would be after the fetch
    showInterfaceIn("ja");
    renderWithProviders(<AccountLanguage />);
    await waitFor(() => expect(i18n.locale).toBe("es"));
    expect(requests.filter((request) => request.method === "PATCH")).toEqual([]);
  });
});
