/**
 * Tells the server an ad was seen or clicked. Failures are only logged: counting never interrupts the
 * visitor. `keepalive` lets a click's call finish while the link opens.
 */
export async function trackAdEvent(advertisementId: number, kind: "impression" | "click") {
  try {
    const response = await fetch(`/api/advertisements/${advertisementId}/${kind}`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      keepalive: true,
    });
    if (!response.ok) console.warn(`ad ${kind} not recorded: ${response.status}`);
  } catch (error) {
    console.warn(`ad ${kind} not recorded`, error);
  }
}
