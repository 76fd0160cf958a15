// A no-break space: the rand figure never wraps between its groups ("R1 499" stays on one line).
const GROUP_SEPARATOR = "\u00a0";

export type FormatRandOptions = {
  /** Always show two decimals (order summaries: `R199.00`). Otherwise cents show only when there are some. */
  decimals?: boolean;
};

/**
 * Integer rand cents as South Africans write rand: `R1 499` on cards, `R1 499.00` in summaries.
 * Built by hand rather than with Intl: `en-ZA` writes a decimal comma (`1 499,00`), and the product writes a point.
 */
export function formatRand(cents: number, { decimals = false }: FormatRandOptions = {}) {
  const wholeCents = Math.round(cents);
  const sign = wholeCents < 0 ? "-" : "";
  const absolute = Math.abs(wholeCents);
  const rand = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const grouped = String(rand).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  const fraction = decimals || remainder !== 0 ? `.${String(remainder).padStart(2, "0")}` : "";
  return `${sign}R${grouped}${fraction}`;
}
