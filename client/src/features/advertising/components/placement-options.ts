import { AD_PLACEMENTS, type AdPlacement } from "@shared/constants";

export const isPlacement = (value: string): value is AdPlacement => (AD_PLACEMENTS as readonly string[]).includes(value);
