import { AboutApproach } from "@/features/about/components/about-approach";
import { AboutHero } from "@/features/about/components/about-hero";
import { AboutStory } from "@/features/about/components/about-story";
import { AboutValues } from "@/features/about/components/about-values";
import { GlobalImpact } from "@/features/about/components/global-impact";

export default function AboutScreen() {
  return (
    <>
      <AboutHero />
      <div className="mx-auto w-full max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:space-y-24 lg:px-8 lg:py-20">
        <AboutStory />
        <AboutValues />
        <AboutApproach />
        <GlobalImpact />
      </div>
    </>
  );
}
