/** "billingInterval" → "Billing interval". */
export const fieldLabel = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isMoneyField = (key: string) => /^(price|amount)$|(Price|Amount)$/.test(key);

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

/** One recorded value as a person reads it: rand for amounts, Yes/No, lists one item a line, never raw JSON. */
export const formatAuditValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === "") return "(none)";
  if (typeof value === "number" && isMoneyField(key)) return rand(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length === 0 ? "(none)" : value.map((item) => formatAuditValue("", item)).join("\n");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, innerValue]) => `${fieldLabel(inner)}: ${formatAuditValue(inner, innerValue)}`)
      .join("\n");
  return String(value);
};

/** Every field named in before or after, in the order they were recorded. */
export const changedKeys = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => [
  ...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]),
];
