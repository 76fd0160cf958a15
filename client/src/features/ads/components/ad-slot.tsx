/**
 * Where an approved advertisement for `placement` will appear (homepage_banner, footer, the video popup...).
 * It renders nothing yet: the advertising issue fills it with the approved ads, impressions and clicks,
 * so screens can already mark their ad positions without showing empty boxes to visitors.
 */
export function AdSlot({ placement: _placement }: { placement: string }) {
  // `_placement` is unused until then; the rename only keeps the linter quiet, callers still pass `placement`.
  return null;
}
