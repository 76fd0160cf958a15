import type { SandboxCheckout } from "./sandbox-store";

// The stand-in for Yoco's hosted page. The app's CSP allows no script at all (script-src 'self'), so the
// buttons are plain forms; inline styles are allowed (style-src 'unsafe-inline').

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Cents as the college shows order totals: R349.00. */
export const formatRand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2933; }
  .banner { background: #fff4ce; border-bottom: 1px solid #e5c55c; padding: 12px; text-align: center; font-weight: 600; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.1rem; margin: 0 0 4px; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 20px; }
  dl { font-size: .85rem; color: #52606d; margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
  dd { margin: 0; word-break: break-all; }
  form { margin: 0 0 10px; }
  button { width: 100%; padding: 12px; border-radius: 8px; border: 1px solid #cbd2d9; background: #fff; font-size: 1rem; cursor: pointer; }
  button.pay { background: #0a7d4f; border-color: #0a7d4f; color: #fff; font-weight: 600; }
  .note { color: #52606d; }
`;

const outcomeForm = (action: string, outcome: string, label: string, className = "") => `
    <form method="post" action="${escapeHtml(action)}">
      <input type="hidden" name="outcome" value="${escapeHtml(outcome)}">
      <button type="submit"${className ? ` class="${escapeHtml(className)}"` : ""}>${escapeHtml(label)}</button>
    </form>`;

const layout = (title: string, content: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <!-- An empty icon: otherwise the browser asks for /favicon.ico, which is no file of the site (a 404 each visit). -->
  <link rel="icon" href="data:,">
  <title>${escapeHtml(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
  <div class="banner" role="note">Test payment: no card is charged</div>
  <main>${content}
  </main>
</body>
</html>
`;

/** completeAction: where the forms post, e.g. /__yoco-sandbox/checkouts/ch_…/complete. */
export const renderCheckoutPage = (checkout: SandboxCheckout, completeAction: string) => {
  const details = Object.entries(checkout.metadata)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const actions =
    checkout.status === "completed"
      ? `<p class="note">This checkout has already been paid.</p>`
      : outcomeForm(completeAction, "succeeded", "Pay now", "pay") +
        outcomeForm(completeAction, "failed", "Decline") +
        outcomeForm(completeAction, "cancelled", "Cancel");
  return layout(
    "Yoco sandbox checkout",
    `
    <h1>Yoco sandbox checkout</h1>
    <div class="amount">${escapeHtml(formatRand(checkout.amount))}</div>
    <dl><dt>Checkout</dt><dd>${escapeHtml(checkout.id)}</dd>${details}</dl>${actions}`,
  );
};

export const renderNotFoundPage = () =>
  layout(
    "Checkout not found",
    `\n    <h1>Checkout not found</h1>\n    <p class="note">The sandbox forgets its checkouts when the server restarts.</p>`,
  );
