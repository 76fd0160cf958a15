// The formatter lives in lib so that every feature (billing, subscription, dashboard) writes rand the same way.
export { formatRand, type FormatRandOptions } from "@/lib/format-rand";
