import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { mockApi, signedOut } from "@/test/fetch-mock";
import { visibleText } from "@/test/label-in-name";
import { renderWithProviders } from "@/test/render";
import { PhonicsPage } from "./phonics-page";

vi.setConfig({ testTimeout: 15_000 });

/** The three pictures of the round on screen: every button of the game but the sound's own. */
const pictures = () =>
  within(screen.getByRole("tabpanel"))
    .getAllByRole("button")
    .filter((button) => PHONICS_SOUNDS.some((entry) => entry.picture !== null && button.textContent?.includes(entry.picture)));

describe("Sound Matching", () => {
  it("shows the pictures without their words until the round is answered, so it cannot be solved by reading", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<PhonicsPage />);
    const prompt = await screen.findByText(/Which picture starts with the sound/);
    const sound = prompt.querySelector("strong")!.textContent!;
    const target = PHONICS_SOUNDS.find((entry) => entry.sound === sound)!;

    const before = pictures();
    expect(before).toHaveLength(3);
    expect(before.map(visibleText)).toEqual(["", "", ""]);
    // A screen reader hears each picture's word, as the child would hear it said.
    const names = before.map(
      (button) => PHONICS_SOUNDS.find((entry) => entry.picture && button.textContent?.startsWith(entry.picture))!.word,
    );
    expect(names).toContain(target.word);
    for (const [index, button] of before.entries()) expect(button).toHaveAccessibleName(names[index]);

    await user.click(screen.getByRole("button", { name: target.word }));

    expect(screen.getByText("Well done! +50 points")).toBeInTheDocument();
    const after = pictures();
    expect(after.map(visibleText).sort()).toEqual([...names].sort());
  });
});
