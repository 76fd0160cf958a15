import { ContentText } from "@/i18n/content-text";
import type { PlanCardFeature } from "./plan-card";

/** A plan's features as the school wrote them, each in the interface language when the `content` catalogue has it. */
export const planCardFeatures = (features: string[]): PlanCardFeature[] =>
  features.map((feature) => ({ key: feature, text: <ContentText text={feature} /> }));
