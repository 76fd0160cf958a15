import { screen, waitFor, within, act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LANGUAGE_LEVELS } from "@shared/constants";
import { COUNTRY_CODES } from "@shared/countries";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import en from "@shared/i18n/messages/en";
import { i18n, installCatalogue } from "@/i18n/i18n";
import { pseudoCatalogue, pseudoText } from "@/i18n/pseudo-catalogue";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import RegisterScreen from "./register";

const NO_FIGURES = {
  students: null,
  countries: null,
  youngLearners: null,
  courses: 6,
  lessons: 120,
  exercises: 700,
  phonicsSounds: 35,
  phonicsGames: 3,
  feedback: null,
};

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("Register screen", () => {
  it("links the Terms of Service and the Privacy Policy from the agreement, in a new tab so the form stays", () => {
    mockApi({});
    renderWithProviders(<RegisterScreen />, { path: "/register" });

    const checkbox = screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" });
    expect(checkbox).toHaveAccessibleDescription("Both open in a new tab, so what you typed here stays.");
    for (const [name, href] of [
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it("offers every country, South Africa among them, named and sorted in the interface language, with none chosen", () => {
    mockApi({});
    renderWithProviders(<RegisterScreen />, { path: "/register" });

    const country = screen.getByLabelText("Country");
    const level = screen.getByLabelText("English level");
    // No guess is stored as the visitor's country (the spec's default of United States is gone, decision 0068).
    expect(country).toHaveValue("");
    expect(within(country).getByRole("option", { name: "Select a country" })).toHaveValue("");
    expect(within(country).getByRole("option", { name: "South Africa" })).toHaveValue("ZA");
    expect(within(country).getByRole("option", { name: "United States" })).toHaveValue("US");
    const names = optionLabels(country).slice(1);
    expect(names).toHaveLength(COUNTRY_CODES.length);
    expect(names).toEqual([...names].sort((first, second) => first!.localeCompare(second!, "en")));
    expect(names.indexOf("Afghanistan")).toBeLessThan(names.indexOf("Zimbabwe"));
    expect(level).toHaveValue("Not Sure (Take Assessment)");
    expect(optionLabels(level)).toEqual([...LANGUAGE_LEVELS]);
    expect(screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" })).not.toBeChecked();
  });

  it("names the countries in German for a German interface, sorted as German sorts them", () => {
    showInterfaceIn("de");
    mockApi({});
    renderWithProviders(<RegisterScreen />, { path: "/register" });

    const country = screen.getByLabelText("Land");
    expect(country).toHaveValue("");
    expect(within(country).getByRole("option", { name: "Südafrika" })).toHaveValue("ZA");
    const names = optionLabels(country).slice(1);
    expect(names.indexOf("Österreich")).toBeGreaterThan(names.indexOf("Oman"));
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Pakistan"));
  });

  it("claims no invented student figure: counted students and countries only when the school publishes them", async () => {
    mockApi({});
    const { unmount } = renderWithProviders(<RegisterScreen />, { path: "/register" });
    expect(screen.getByText("Learn English online, at your own level")).toBeInTheDocument();
    expect(screen.queryByText(/2,500|50 countries|\bJoin\b/)).not.toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/school/figures": jsonResponse(200, { ...NO_FIGURES, students: 1234, countries: 17 }) });
    renderWithProviders(<RegisterScreen />, { path: "/register" });
    expect(await screen.findByText("Join 1,234 students from 17 countries")).toBeInTheDocument();
  });

  it("labels every field with the right autocomplete hint", () => {
    mockApi({});
    renderWithProviders(<RegisterScreen />, { path: "/register" });

    const expected = {
      "First name": "given-name",
      "Last name": "family-name",
      Username: "username",
      Email: "email",
      Password: "new-password",
      Country: "country",
    };
    for (const [label, autocomplete] of Object.entries(expected)) {
      expect(screen.getByLabelText(label)).toHaveAttribute("autocomplete", autocomplete);
    }
  });

  it("shows each validation message under its field and sends nothing", async () => {
    const { requests } = mockApi({});
    const { user } = renderWithProviders(<RegisterScreen />, { path: "/register" });

    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("You must accept the terms and conditions")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password must be at least 8 characters");
    // Nothing is sent (the page only reads the public figures).
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("checks a short password, a malformed email and the terms box separately", async () => {
    const { requests } = mockApi({});
    const { user } = renderWithProviders(<RegisterScreen />, { path: "/register" });

    await user.type(screen.getByLabelText("Username"), "thandi");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    // 7 characters: new passwords need 8 (decision 0068).
    await user.type(screen.getByLabelText("Password"), "kx7-pq2");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("You must accept the terms and conditions")).toBeInTheDocument();
    expect(screen.queryByText("Username is required")).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "thandi@example.com");
    await user.type(screen.getByLabelText("Password"), "z");
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }));
    await waitFor(() => expect(screen.queryByText("You must accept the terms and conditions")).not.toBeInTheDocument());
    expect(screen.queryByText("Password must be at least 8 characters")).not.toBeInTheDocument();
    // Nothing is sent (the page only reads the public figures).
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("registers, shows 'Creating Account...' while busy, then goes to /dashboard", async () => {
    const thandi = buildUser();
    let answer: (response: Response) => void = () => {};
    const { requests } = mockApi({
      "POST /api/register": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/me": jsonResponse(200, thandi),
    });
    const { user, currentPath } = renderWithProviders(<RegisterScreen />, { path: "/register" });

    await user.type(screen.getByLabelText("First name"), "Thandi");
    await user.type(screen.getByLabelText("Last name"), "Mokoena");
    await user.type(screen.getByLabelText("Username"), "thandi");
    await user.type(screen.getByLabelText("Email"), "Thandi@Example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.selectOptions(screen.getByLabelText("Country"), "South Africa");
    await user.selectOptions(screen.getByLabelText("English level"), "Intermediate (B1)");
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    answer(jsonResponse(201, thandi));

    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    const register = requests.find((request) => request.url === "/api/register");
    expect(register?.body).toEqual({
      firstName: "Thandi",
      lastName: "Mokoena",
      username: "thandi",
      email: "Thandi@Example.com",
      password: "secret-password",
      country: "ZA",
      languageLevel: "Intermediate (B1)",
      termsAccepted: true,
      // The browser's own zone, for the streak days.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The interface language, which the account's mails follow.
      locale: "en",
    });
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Registration Successful")).toBeInTheDocument();
  });

  it("shows the server's reason in a 'Registration Failed' toast and honours the redirect on the login link", async () => {
    mockApi({ "POST /api/register": jsonResponse(409, { message: "That username is already taken" }) });
    const { user, currentPath } = renderWithProviders(<RegisterScreen />, { path: "/register?redirect=/pricing" });

    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=/pricing");
    await user.type(screen.getByLabelText("Username"), "thandi");
    await user.type(screen.getByLabelText("Email"), "thandi@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Registration Failed")).toBeInTheDocument();
    expect(within(region).getByText("That username is already taken")).toBeInTheDocument();
    expect(currentPath()).toBe("/register?redirect=/pricing");
  });

  it("is in Spanish when the interface is, and registers the account in Spanish so its mails are too", async () => {
    showInterfaceIn("es");
    const { requests } = mockApi({ "POST /api/register": jsonResponse(201, buildUser()), "GET /api/me": jsonResponse(200, buildUser()) });
    const { user, currentPath } = renderWithProviders(<RegisterScreen />, { path: "/register" });

    expect(screen.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeInTheDocument();
    expect(screen.queryByText("Create Your Account")).not.toBeInTheDocument();
    const level = screen.getByLabelText("Nivel de inglés");
    // The stored value stays English; the choice is shown in Spanish.
    expect(level).toHaveValue("Not Sure (Take Assessment)");
    expect(within(level).getByRole("option", { name: "Intermedio (B1)" })).toHaveValue("Intermediate (B1)");
    expect(within(screen.getByLabelText("País")).getByRole("option", { name: "Sudáfrica" })).toHaveValue("ZA");
    expect(screen.getByRole("link", { name: "Términos del servicio" })).toHaveAttribute("href", "/terms");

    await user.type(screen.getByLabelText("Nombre de usuario"), "thandi");
    await user.type(screen.getByLabelText("Correo electrónico"), "thandi@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "secret-password");
    await user.click(screen.getByRole("checkbox", { name: "Acepto los Términos del servicio y la Política de privacidad" }));
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));

    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    const register = requests.find((request) => request.url === "/api/register");
    expect(register?.body).toMatchObject({ username: "thandi", locale: "es" });
  });

  it("sends no language from the pseudo-locale, which is not one of the site's languages", async () => {
    installCatalogue("pseudo", pseudoCatalogue(en));
    act(() => i18n.activate("pseudo"));
    const { requests } = mockApi({ "POST /api/register": jsonResponse(201, buildUser()), "GET /api/me": jsonResponse(200, buildUser()) });
    const { user, currentPath } = renderWithProviders(<RegisterScreen />, { path: "/register" });
    const pseudo = (text: string) => `[${pseudoText(text)}]`;

    await user.type(screen.getByLabelText(pseudo("Username")), "thandi");
    await user.type(screen.getByLabelText(pseudo("Email")), "thandi@example.com");
    await user.type(screen.getByLabelText(pseudo("Password")), "secret-password");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: pseudo("Create Account") }));

    await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    const register = requests.find((request) => request.url === "/api/register");
    expect(register?.body).toMatchObject({ username: "thandi" });
    expect(register?.body).not.toHaveProperty("locale");
  });

  describe("the return path after registering", () => {
    async function registerAt(path: string) {
      mockApi({ "POST /api/register": jsonResponse(201, buildUser()), "GET /api/me": jsonResponse(200, buildUser()) });
      const rendered = renderWithProviders(<RegisterScreen />, { path });
      await rendered.user.type(screen.getByLabelText("Username"), "thandi");
      await rendered.user.type(screen.getByLabelText("Email"), "thandi@example.com");
      await rendered.user.type(screen.getByLabelText("Password"), "secret-password");
      await rendered.user.click(screen.getByRole("checkbox", { name: "I agree to the Terms of Service and Privacy Policy" }));
      await rendered.user.click(screen.getByRole("button", { name: "Create Account" }));
      return rendered;
    }

    it("comes back to start the kids trial, and offers sign-in with the same return path", async () => {
      const { currentPath } = await registerAt("/register?redirect=/kids/start-trial");

      await waitFor(() => expect(currentPath()).toBe("/kids/start-trial"));
    });

    it("keeps the kids trial return path on the sign-in link for someone who already has an account", () => {
      mockApi({});
      renderWithProviders(<RegisterScreen />, { path: "/register?redirect=/kids/start-trial" });

      expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=/kids/start-trial");
    });

    it.each(["//evil.com", "https://evil.com/kids", "/\\evil.com"])("refuses the return path %s and goes to /dashboard", async (target) => {
      const { currentPath } = await registerAt(`/register?redirect=${encodeURIComponent(target)}`);

      await waitFor(() => expect(currentPath()).toBe("/dashboard"));
    });
  });
});
