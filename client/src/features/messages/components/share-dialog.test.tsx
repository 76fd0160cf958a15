import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ShareDialog } from "./share-dialog";

// The open modal hides the rest of the page from the accessibility tree, toast region included; Radix
// announces each toast through its own live region in <body>, so people still hear it.
const notifications = () => screen.findByRole("region", { name: /notifications/i, hidden: true });

async function openOnShareTab(user: ReturnType<typeof renderWithProviders>["user"], templateName = "TEFL Certification") {
  await user.click(screen.getByRole("button", { name: "Share Coming Soon" }));
  const dialog = await screen.findByRole("dialog", { name: "Share Coming Soon" });
  await user.click(within(dialog).getByRole("radio", { name: new RegExp(templateName) }));
  await user.click(within(dialog).getByRole("button", { name: "Continue" }));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Share dialog", () => {
  it("starts on 'Choose Template' with the three templates, and Continue moves to 'Share'", async () => {
    mockApi({});
    const { user } = renderWithProviders(<ShareDialog />);

    await user.click(screen.getByRole("button", { name: "Share Coming Soon" }));
    const dialog = await screen.findByRole("dialog", { name: "Share Coming Soon" });
    expect(within(dialog).getByRole("tab", { name: "Choose Template" })).toHaveAttribute("aria-selected", "true");
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.querySelector(".font-semibold")?.textContent),
    ).toEqual(["English Courses", "TEFL Certification", "Interactive Learning"]);

    await user.click(within(dialog).getByRole("radio", { name: /TEFL Certification/ }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    expect(within(dialog).getByRole("tab", { name: "Share" })).toHaveAttribute("aria-selected", "true");
    const preview = within(dialog).getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("Become a Certified English Teacher")).toBeInTheDocument();
    expect(within(preview).queryByText("Learn English Online")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("tabpanel")).toHaveFocus();
  });

  it("opens each network's share page in a 600x400 window", async () => {
    mockApi({});
    const openSpy = vi.spyOn(window, "open").mockReturnValue({ opener: window } as unknown as Window);
    const { user } = renderWithProviders(<ShareDialog />, { path: "/newsletter" });

    const dialog = await openOnShareTab(user);
    await user.click(within(dialog).getByRole("link", { name: /Facebook/ }));
    await user.click(within(dialog).getByRole("link", { name: /Twitter/ }));
    await user.click(within(dialog).getByRole("link", { name: /LinkedIn/ }));

    expect(openSpy).toHaveBeenCalledTimes(3);
    const pageUrl = encodeURIComponent(window.location.href);
    expect(openSpy).toHaveBeenNthCalledWith(
      1,
      `https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`,
      "_blank",
      expect.stringContaining("width=600,height=400"),
    );
    expect(openSpy.mock.calls[1]?.[0]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=Become/);
    expect(openSpy.mock.calls[2]?.[0]).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`);
  });

  it("leaves a blocked popup to the link, which opens a new tab", async () => {
    mockApi({});
    vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = renderWithProviders(<ShareDialog />);

    const dialog = await openOnShareTab(user);
    const link = within(dialog).getByRole("link", { name: /LinkedIn/ });
    const isDefaultPrevented = vi.fn();
    link.addEventListener("click", (event) => isDefaultPrevented(event.defaultPrevented));
    await user.click(link);

    expect(isDefaultPrevented).toHaveBeenCalledWith(false);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("copies the page link, shows 'Copied!' for 2 seconds, then 'Copy Link' again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    const { user } = renderWithProviders(<ShareDialog />);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);

    const dialog = await openOnShareTab(user);
    await user.click(within(dialog).getByRole("button", { name: "Copy Link" }));

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(within(dialog).getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    // The fake clock also follows real time (user-event needs that), so stay well clear of the 2 s edge.
    act(() => vi.advanceTimersByTime(1500));
    expect(within(dialog).getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(within(dialog).getByRole("button", { name: "Copy Link" })).toBeInTheDocument();

    const region = await notifications();
    expect(await within(region).findByText("Link copied!")).toBeInTheDocument();
    expect(within(region).getByText("The website link has been copied to your clipboard")).toBeInTheDocument();
  });

  it("asks to copy by hand when the clipboard refuses", async () => {
    mockApi({});
    const { user } = renderWithProviders(<ShareDialog />);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));

    const dialog = await openOnShareTab(user);
    await user.click(within(dialog).getByRole("button", { name: "Copy Link" }));

    const region = await notifications();
    expect(await within(region).findByText("Failed to copy")).toBeInTheDocument();
    expect(within(region).getByText("Please copy the link manually")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Copy Link" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Page link")).toHaveValue(window.location.href);
  });

  it("starts on the templates again when reopened", async () => {
    mockApi({});
    const { user } = renderWithProviders(<ShareDialog />);

    await openOnShareTab(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share Coming Soon" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Share Coming Soon" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("tab", { name: "Choose Template" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("radio", { name: /TEFL Certification/ })).toBeChecked();
  });
});
