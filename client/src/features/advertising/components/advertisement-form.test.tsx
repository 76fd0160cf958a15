import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, AD_PLACEMENTS } from "@shared/constants";
import { formatRand } from "@/lib/format-rand";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { expectNameToBeginWithVisibleText } from "@/test/label-in-name";
import { renderWithProviders } from "@/test/render";
import { AdvertisementForm } from "./advertisement-form";
import { PlacementCards } from "./advertising-sections";

// A form typed key by key: a loaded two-core machine needs more than the default 5 s for some of these.
vi.setConfig({ testTimeout: 15_000 });

const fill = async (user: ReturnType<typeof renderWithProviders>["user"]) => {
  await user.type(screen.getByLabelText("Company name"), "Lingua Books");
  await user.type(screen.getByLabelText("Ad title"), "Graded readers for every level");
  await user.type(screen.getByLabelText("Description"), "Short novels written for English learners, with audio.");
  await user.type(screen.getByLabelText("Website URL"), "https://linguabooks.example");
  await user.type(screen.getByLabelText("Your name"), "Thandi Mokoena");
  await user.type(screen.getByLabelText("Email address"), "ads@linguabooks.example");
};

describe("Advertisement form", () => {
  it("keeps submit disabled until a placement is chosen, then shows price x days / 30", async () => {
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Submit and pay" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Placement"), "homepage_banner");
    expect(screen.getByRole("button", { name: "Submit and pay" })).toBeEnabled();
    const duration = screen.getByLabelText("Duration (days)");
    await user.clear(duration);
    await user.type(duration, "45");
    expect(screen.getByText("R448.50")).toBeInTheDocument();
    expect(
      screen.getByText("Every ad is reviewed before it runs; the campaign starts the moment it is both approved and paid."),
    ).toBeInTheDocument();
  });

  it("submits without an amount, opens the payment with the ad's id and goes to the checkout", async () => {
    const goTo = vi.fn();
    const { requests } = mockApi({
      "POST /api/advertisements": jsonResponse(201, {
        id: 7,
        price: 29_900,
        duration: 30,
        placementArea: "homepage_banner",
        status: "pending",
        paymentStatus: "unpaid",
        isConfirmationMailed: true,
      }),
      "POST /api/create-yoco-payment": jsonResponse(200, { checkoutId: "ch_1", checkoutUrl: "https://pay.example/ch_1" }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={goTo} />);
    await fill(user);
    await user.selectOptions(screen.getByLabelText("Placement"), "homepage_banner");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://pay.example/ch_1"));
    const sent = requests.find((request) => request.url === "/api/advertisements")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ placementArea: "homepage_banner", duration: 30, contactEmail: "ads@linguabooks.example" });
    expect(sent).not.toHaveProperty("price");
    expect(sent).not.toHaveProperty("status");
    expect(requests.find((request) => request.url === "/api/create-yoco-payment")!.body).toEqual({ advertisementId: 7 });
  });

  it("shows 'Payment Error' when no payment session opens", async () => {
    mockApi({
      "POST /api/advertisements": jsonResponse(201, { id: 7, isConfirmationMailed: true }),
      "POST /api/create-yoco-payment": jsonResponse(502, { message: "Unable to create payment session. Please try again." }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await fill(user);
    await user.selectOptions(screen.getByLabelText("Placement"), "footer");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    expect(await screen.findByText("Payment Error", undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText("Unable to create payment session. Please try again.")).toBeInTheDocument();
  });

  it("when no confirmation mail could go, shows the campaign link to keep and pays only when asked", async () => {
    const goTo = vi.fn();
    const token = "k".repeat(32);
    const { requests } = mockApi({
      "POST /api/advertisements": jsonResponse(201, {
        id: 9,
        campaignToken: token,
        price: 29_900,
        duration: 30,
        placementArea: "homepage_banner",
        status: "pending",
        paymentStatus: "unpaid",
        isConfirmationMailed: false,
      }),
      "POST /api/create-yoco-payment": jsonResponse(200, { checkoutId: "ch_9", checkoutUrl: "https://pay.example/ch_9" }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={goTo} />);
    await fill(user);
    await user.selectOptions(screen.getByLabelText("Placement"), "homepage_banner");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));

    const heading = await screen.findByRole("heading", { name: "Your application is in: keep your campaign link" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/We could not email you a confirmation just now/)).toBeInTheDocument();
    const link = screen.getByRole("link", { name: `${window.location.origin}/advertising/campaigns/${token}` });
    expect(link).toHaveAttribute("href", `/advertising/campaigns/${token}`);
    // The form is gone (sending it again would store a second application), and nothing was paid yet.
    expect(screen.queryByRole("button", { name: "Submit and pay" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/create-yoco-payment")).toBe(false);
    expect(goTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://pay.example/ch_9"));
    expect(requests.find((request) => request.url === "/api/create-yoco-payment")!.body).toEqual({
      advertisementId: 9,
      campaignToken: token,
    });
  });

  it("tells the advertiser to keep the link in their language", async () => {
    showInterfaceIn("ja");
    mockApi({
      "POST /api/advertisements": jsonResponse(201, { id: 9, campaignToken: "k".repeat(32), isConfirmationMailed: false }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await user.type(screen.getByLabelText("会社名"), "Lingua Books");
    await user.type(screen.getByLabelText("広告のタイトル"), "Graded readers for every level");
    await user.type(screen.getByLabelText("説明文"), "Short novels written for English learners, with audio.");
    await user.type(screen.getByLabelText("ウェブサイトの URL"), "https://linguabooks.example");
    await user.type(screen.getByLabelText("お名前"), "Thandi Mokoena");
    await user.type(screen.getByLabelText("メールアドレス"), "ads@linguabooks.example");
    await user.selectOptions(screen.getByLabelText("掲載場所"), "footer");
    await user.click(screen.getByRole("button", { name: "申し込んで支払う" }));
    expect(
      await screen.findByRole("heading", { name: "お申し込みを受け付けました。キャンペーンのリンクを保存してください" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "お支払いへ進む" })).toBeEnabled();
  });

  it("is in German for a German interface: labels, placement, summary and the contract's messages", async () => {
    showInterfaceIn("de");
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    expect(screen.getByRole("form", { name: "Anzeige einreichen" })).toBeInTheDocument();
    expect(screen.getByText("Wählen Sie einen Werbeplatz, um den Preis zu sehen.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Werbeplatz"), "explore");
    expect(screen.getByRole("option", { name: /^Seite „Kurse“ – 149\sR pro 30 Tage$/ })).toBeInTheDocument();
    expect(screen.getByText("Auf der Seite „Kurse“ mit all unseren Kursen: über der Liste, über die volle Breite.")).toBeInTheDocument();
    expect(screen.getByText("1200 × 200 Pixel, Seitenverhältnis 6:1")).toBeInTheDocument();
    expect(screen.getByText("30 Tage")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Titel der Anzeige"), "Hi");
    await user.click(screen.getByRole("button", { name: "Einreichen und bezahlen" }));
    expect(await screen.findByText("Der Titel muss mindestens 5 Zeichen lang sein")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie eine gültige Website-URL ein")).toBeInTheDocument();
    expect(screen.queryByText(/Submit|Placement|Company name/)).not.toBeInTheDocument();
  });

  it("shows the server's field messages as the server sent them, in the interface language", async () => {
    showInterfaceIn("es");
    const { requests } = mockApi({
      "POST /api/advertisements": jsonResponse(400, {
        code: "validation",
        message: "Introduce una URL de sitio web válida",
        errors: { linkUrl: ["Introduce una URL de sitio web válida"] },
      }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await user.type(screen.getByLabelText("Nombre de la empresa"), "Lingua Books");
    await user.type(screen.getByLabelText("Título del anuncio"), "Graded readers for every level");
    await user.type(screen.getByLabelText("Descripción"), "Short novels written for English learners, with audio.");
    await user.type(screen.getByLabelText("URL del sitio web"), "https://linguabooks.example");
    await user.type(screen.getByLabelText("Tu nombre"), "Thandi Mokoena");
    await user.type(screen.getByLabelText("Correo electrónico"), "ads@linguabooks.example");
    await user.selectOptions(screen.getByLabelText("Espacio publicitario"), "sidebar");
    await user.click(screen.getByRole("button", { name: "Enviar y pagar" }));
    expect(await screen.findByText("Error al enviar", undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText("No se pudo enviar el anuncio. Inténtalo de nuevo.")).toBeInTheDocument();
    expect(screen.getAllByText("Introduce una URL de sitio web válida").length).toBeGreaterThan(0);
    // The API answers in the language the browser asks for (see the server's errors-in-language test).
    expect(requests[0]!.headers.get("Accept-Language")).toBe("es");
  });

  it("shows the validation messages of the contract", async () => {
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await user.type(screen.getByLabelText("Ad title"), "Hi");
    await user.type(screen.getByLabelText("Website URL"), "http://insecure.example");
    await user.selectOptions(screen.getByLabelText("Placement"), "sidebar");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    expect(await screen.findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid website URL")).toBeInTheDocument();
  });

  it("asks a video placement for a video file and a poster image, checks their form and sends both", async () => {
    const goTo = vi.fn();
    const { requests } = mockApi({
      "POST /api/advertisements": jsonResponse(201, { id: 8, campaignToken: "t".repeat(32), isConfirmationMailed: true }),
      "POST /api/create-yoco-payment": jsonResponse(200, { checkoutId: "ch_2", checkoutUrl: "https://pay.example/ch_2" }),
    });
    const { user } = renderWithProviders(<AdvertisementForm goTo={goTo} />);
    expect(screen.queryByLabelText("Video file URL")).not.toBeInTheDocument();
    await fill(user);
    await user.selectOptions(screen.getByLabelText("Placement"), "video_popup_30s");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    expect(await screen.findByText("Please enter the address of your video file (.mp4, .webm or .ogg)")).toBeInTheDocument();
    expect(
      screen.getByText("Please enter the address of a poster image (.jpg, .png or .webp): it shows before the video plays"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Video file URL"), "https://www.youtube.com/watch?v=abc");
    await user.type(screen.getByLabelText("Poster image URL"), "https://cdn.linguabooks.example/poster.jpg");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    expect(await screen.findByText("Please enter the address of your video file (.mp4, .webm or .ogg)")).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/advertisements")).toBe(false);
    await user.clear(screen.getByLabelText("Video file URL"));
    await user.type(screen.getByLabelText("Video file URL"), "https://cdn.linguabooks.example/ad.mp4");
    await user.click(screen.getByRole("button", { name: "Submit and pay" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("https://pay.example/ch_2"));
    expect(requests.find((request) => request.url === "/api/advertisements")!.body).toMatchObject({
      placementArea: "video_popup_30s",
      videoUrl: "https://cdn.linguabooks.example/ad.mp4",
      posterUrl: "https://cdn.linguabooks.example/poster.jpg",
    });
  });

  it("lists every placement's price from the one price table", () => {
    renderWithProviders(
      <>
        <PlacementCards kind="video" onChoose={vi.fn()} />
        <PlacementCards kind="banner" onChoose={vi.fn()} />
      </>,
    );
    for (const cents of Object.values(AD_PLACEMENT_PRICES)) expect(screen.getAllByText(formatRand(cents)).length).toBeGreaterThan(0);
  });

  it("names each Choose button by its visible words, then its placement (Label in Name), and passes that placement on", async () => {
    const onChoose = vi.fn();
    const { user } = renderWithProviders(
      <>
        <PlacementCards kind="video" onChoose={onChoose} />
        <PlacementCards kind="banner" onChoose={onChoose} />
      </>,
    );
    const buttons = screen.getAllByRole("button", { name: /^Choose this placement/ });
    expect(buttons).toHaveLength(AD_PLACEMENTS.length);
    for (const button of buttons) {
      expect(expectNameToBeginWithVisibleText(button)).toBe("Choose this placement");
      expect(button).not.toHaveAttribute("aria-label");
    }
    await user.click(screen.getByRole("button", { name: `Choose this placement (${AD_PLACEMENT_LABELS.homepage_banner})` }));
    expect(onChoose).toHaveBeenCalledWith("homepage_banner");
  });
});
