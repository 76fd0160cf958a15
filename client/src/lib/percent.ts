/** A whole percentage for bars and labels; anything the server might send out of range is clamped. */
export function toPercent(value: number) {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
