import { DocumentTitle } from "@/components/layout/page";
import { AdSlot } from "@/features/ads/components/ad-slot";
import { useSubscriptionPlans } from "@/features/billing/api/get-subscription-plans";
import { findTrialPlan } from "@/features/billing/kids-plan-offers";
import { FeaturedCourses } from "@/features/courses/components/featured-courses";
import { FeedbackBlock } from "@/features/home/components/feedback-block";
import { FinalCallToAction } from "@/features/home/components/final-call-to-action";
import { HomeHero } from "@/features/home/components/home-hero";
import { HomeSection } from "@/features/home/components/home-section";
import { KidsPromo } from "@/features/home/components/kids-promo";
import { ReasonsToChoose } from "@/features/home/components/reasons-to-choose";
import { SampleLesson } from "@/features/home/components/sample-lesson";
import { ShareBox } from "@/features/home/components/share-box";
import { TransparencyBox } from "@/features/home/components/transparency-box";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

// The spec's order of the home page, without its four invented success stories (decision 0068). There is no
// welcome popup; the video ad popup is the advertising feature's own slot and follows its own timing rules.
export default function HomeScreen() {
  const { t } = useT();
  // The kids trial's length is the plan's, as an admin set it (0: none); unknown while the plans load.
  const kidsPlans = useSubscriptionPlans("kids");
  const trialDays = kidsPlans.data ? (findTrialPlan(kidsPlans.data)?.trialDays ?? 0) : undefined;
  return (
    <>
      <DocumentTitle />
      <HomeHero />
      <TransparencyBox />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <AdSlot placement="homepage_banner" />
      </div>
      <KidsPromo trialDays={trialDays} />
      <HomeSection
        id="featured-courses"
        tone="white"
        eyebrow={t("home.page.courses.eyebrow")}
        title={t("home.page.courses.title")}
        description={t("home.page.courses.description")}
      >
        <FeaturedCourses />
      </HomeSection>
      <HomeSection
        id="sample-lesson"
        eyebrow={t("home.page.sample.eyebrow")}
        title={t("home.page.sample.title")}
        description={t("home.page.sample.description")}
      >
        <SampleLesson />
      </HomeSection>
      <HomeSection id="reasons" tone="white" title={t("home.page.reasons.title", { college: COLLEGE_PROFILE.name })}>
        <ReasonsToChoose />
      </HomeSection>
      <HomeSection id="community" tone="white" title={t("home.page.community.title")}>
        <div className="grid gap-6 lg:grid-cols-2">
          <ShareBox />
          <FeedbackBlock />
        </div>
      </HomeSection>
      <FinalCallToAction />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <AdSlot placement="footer" />
      </div>
      <AdSlot placement="video_popup" />
    </>
  );
}
