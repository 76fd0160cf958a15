import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { VerifyCertificateForm } from "./verify-certificate-form";

const renderForm = () => {
  mockApi({});
  const onVerify = vi.fn();
  const rendered = renderWithProviders(<VerifyCertificateForm initialNumber="" onVerify={onVerify} />);
  return { ...rendered, onVerify };
};

describe("the certificate number field (D28)", () => {
  it("says which characters a number uses, before anyone types", () => {
    renderForm();
    expect(screen.getByLabelText("Certificate number")).toHaveAccessibleDescription(
      "It is printed at the bottom of the certificate, e.g. CC-2026-ABCD2345. After the year come the digits 2-9 and the letters A-Z except I, L and O; capitals and dashes are optional.",
    );
  });

  it.each([
    ["cc-2026-abcd2345", "CC-2026-ABCD2345"],
    ["CC 2O26 ABCD 2345", "CC-2026-ABCD2345"],
    ["cc2o26abcd2345", "CC-2026-ABCD2345"],
    ["CC–2O2l–WXYZ6789", "CC-2021-WXYZ6789"],
  ])("forgives %s and looks up %s", async (typed, number) => {
    const { user, onVerify } = renderForm();
    await user.type(screen.getByLabelText("Certificate number"), typed);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(onVerify).toHaveBeenCalledWith(number);
  });

  it("names the characters that never occur after the year when one is typed there", async () => {
    const { user, onVerify } = renderForm();
    const field = screen.getByLabelText("Certificate number");
    await user.type(field, "CC-2026-ABCD1234");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(
      await screen.findByText(
        "Certificate numbers never use 0, 1, I, L or O after the year: check those characters against the certificate",
      ),
    ).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "CC-2026-ABC");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter a number like CC-2026-ABCD2345")).toBeInTheDocument();
  });

  it("says it in German too", async () => {
    showInterfaceIn("de");
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Zertifikatsnummer"), "CC-2026-ABCDO234");
    await user.click(screen.getByRole("button", { name: "Prüfen" }));
    expect(await screen.findByText(/Nach der Jahreszahl enthalten Zertifikatsnummern nie 0, 1, I, L oder O/)).toBeInTheDocument();
  });
});
