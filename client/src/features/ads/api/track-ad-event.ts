import type { AdEventBody } from "@shared/api/advertising";

/**
 * Tells the server an ad was seen or clicked, with the ticket that came with the served ads (without
 * it the call is answered but not counted). Failures are only logged: counting never interrupts the
 * visitor. `keepalive` lets a click's call finish while the link opens.
 */
export async function trackAdEvent(advertisementId: number, kind: "impression" | "click", ticket: string | undefined) {
  try {
    const response = await postAdEvent(advertisementId, kind, ticket, { keepalive: true });
    if (!response.ok) console.warn(`ad ${kind} not recorded: ${response.status}`);
  } catch (error) {
    console.warn(`ad ${kind} not recorded`, error);
  }
}

/** The impression or click call itself; the caller decides what a failure means. */
export function postAdEvent(
  advertisementId: number,
  kind: "impression" | "click",
  ticket: string | undefined,
  { keepalive = false }: { keepalive?: boolean } = {},
) {
  const body: AdEventBody = ticket ? { ticket } : {};
  return fetch(`/api/advertisements/${advertisementId}/${kind}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    keepalive,
  });
}
