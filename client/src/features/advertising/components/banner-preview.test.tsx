import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { AdvertisementForm } from "./advertisement-form";

// A form typed key by key: a loaded two-core machine needs more than the default 5 s for some of these.
vi.setConfig({ testTimeout: 15_000 });

/** jsdom loads no images: the browser's load event, with the image's real size. */
const loadImage = (image: HTMLElement, width: number, height: number) => {
  Object.defineProperty(image, "naturalWidth", { value: width, configurable: true });
  Object.defineProperty(image, "naturalHeight", { value: height, configurable: true });
  fireEvent.load(image);
};

const typeBanner = async (user: ReturnType<typeof renderWithProviders>["user"], placement: string) => {
  await user.selectOptions(screen.getByLabelText("Placement"), placement);
  await user.type(screen.getByLabelText("Company name"), "Lingua Tours");
  await user.type(screen.getByLabelText("Ad title"), "Homestays in Cape Town");
  await user.type(screen.getByLabelText("Description"), "Live with a family while you learn.");
  await user.type(screen.getByLabelText("Image URL (optional)"), "https://linguatours.example/banner.png");
};

describe("The banner preview in the form", () => {
  it("shows the typed image, title and text at the placement's size and ratio, through the served banner", async () => {
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    expect(screen.queryByTestId("banner-preview")).not.toBeInTheDocument();
    await typeBanner(user, "homepage_banner");

    const preview = screen.getByTestId("banner-preview");
    const image = within(preview).getByRole("img", { name: "Homestays in Cape Town" });
    expect(image).toHaveAttribute("src", "https://linguatours.example/banner.png");
    expect(image.style.aspectRatio).toBe("1200 / 300");
    expect(image.style.maxWidth).toBe("1200px");
    expect(image).toHaveClass("object-contain", "w-full");
    expect(preview).toHaveTextContent("Sponsored · Lingua Tours");
    expect(preview).toHaveTextContent("Homestays in Cape Town");
    expect(preview).toHaveTextContent("Live with a family while you learn.");
    expect(
      screen.getByText(
        "Your banner as visitors will see it, before you pay: at most 1200 × 300 pixels, and the same 4:1 shape on a phone.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("A .jpg, .png or .webp image of 1200 × 300 pixels (4:1) for this placement.")).toBeInTheDocument();

    // The walk's 640 × 200 banner: narrower than 4:1, so bands at the sides; smaller, so enlarged.
    loadImage(image, 640, 200);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your image is 640 × 200 pixels, narrower than 4:1: it is shown whole, with empty bands at the left and right (pillarboxed), never cropped. It is smaller than 1200 × 300 pixels, so it is enlarged and may look blurred.",
    );
  });

  it("says when an image is wider than the placement, and when it fits", async () => {
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await typeBanner(user, "sidebar");
    const image = within(screen.getByTestId("banner-preview")).getByRole("img", { name: "Homestays in Cape Town" });
    expect(image.style.aspectRatio).toBe("300 / 250");
    loadImage(image, 1200, 300);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your image is 1200 × 300 pixels, wider than 6:5: it is shown whole, with empty bands above and below (letterboxed), never cropped.",
    );
    // Scaled down to fit, not enlarged, although it is less tall than the box.
    expect(screen.getByRole("status")).not.toHaveTextContent(/enlarged/);
    loadImage(image, 600, 500);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your image is 600 × 500 pixels: it has this placement's shape (6:5) and fills the box.",
    );
  });

  it("waits for an https address, and says when the image does not load", async () => {
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText("Placement"), "footer");
    expect(screen.getByRole("status")).toHaveTextContent("Without an image, your banner shows your words only.");
    expect(within(screen.getByTestId("banner-preview")).getByText("Your ad title")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Image URL (optional)"), "http://linguatours.example/b.png");
    expect(screen.getByRole("status")).toHaveTextContent("The preview shows your image once its address starts with https://.");
    await user.clear(screen.getByLabelText("Image URL (optional)"));
    await user.type(screen.getByLabelText("Image URL (optional)"), "https://linguatours.example/gone.png");
    fireEvent.error(within(screen.getByTestId("banner-preview")).getByRole("img"));
    expect(screen.getByRole("status")).toHaveTextContent("The image could not be loaded from this address. Check that anyone can open it.");
  });

  it("has no preview for a video placement, which asks for its poster at 16:9", async () => {
    showInterfaceIn("fr");
    mockApi({});
    const { user } = renderWithProviders(<AdvertisementForm goTo={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText("Emplacement"), "video_popup_60s");
    expect(screen.queryByTestId("banner-preview")).not.toBeInTheDocument();
    expect(screen.getByText("Une image .jpg, .png ou .webp de 1280 × 720 pixels (16:9), à la taille de la vidéo.")).toBeInTheDocument();
  });
});
