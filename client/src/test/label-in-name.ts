import { expect } from "vitest";

/** What a sighted user reads on an element: its text without the visually hidden (sr-only) and aria-hidden parts. */
export function visibleText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".sr-only, [aria-hidden='true']")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Label in Name (WCAG 2.5.3): the accessible name begins with the words shown on the control, so a speech-input
 * user who says what they see reaches it. Returns the visible text for further checks.
 */
export function expectNameToBeginWithVisibleText(element: HTMLElement) {
  const shown = visibleText(element);
  expect(shown, "the control shows some text").not.toBe("");
  expect(element).toHaveAccessibleName(new RegExp(`^${escapeRegExp(shown)}(\\s|$)`));
  return shown;
}
