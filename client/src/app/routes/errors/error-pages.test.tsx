import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLLEGE_NAME } from "@shared/constants";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AccessDenied } from "./access-denied";
import NotFoundScreen from "./not-found";

describe("Error pages", () => {
  it("say Page Not Found in English, with a way home", () => {
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("show the missing page in Spanish, tab title included", async () => {
    showInterfaceIn("es");
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeInTheDocument();
    expect(screen.getByText("Error 404")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir a la página de inicio" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe(`Página no encontrada | ${COLLEGE_NAME}`));
    expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
  });

  it("show Access Denied in Japanese", () => {
    showInterfaceIn("ja");
    renderWithProviders(<AccessDenied />);
    expect(screen.getByRole("heading", { level: 1, name: "アクセスできません" })).toBeInTheDocument();
    expect(screen.getByText(/管理者専用です/)).toBeInTheDocument();
    expect(screen.queryByText(/administrators only/)).not.toBeInTheDocument();
  });
});
