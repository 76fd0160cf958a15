import { BarChart3, Gamepad2, Volume2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { FREE_GROUP, PHONICS_SOUNDS } from "@shared/phonics/sounds";
import { Button, buttonClasses } from "@/components/ui/button";
import { SectionLoading } from "@/components/ui/section-status";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { usePhonicsAccount } from "../api/get-phonics-account";
import { TRIAL_SIGN_UP_PATH } from "../lib/game-end";
import { ChildSwitcher } from "./child-switcher";
import { PhonicsLearnerContext, type PhonicsLearner } from "./phonics-learner";
import { ProgressDashboard } from "./progress-dashboard";
import { RhymingGame } from "./rhyming-game";
import { SoundCards } from "./sound-cards";
import { SoundMatchingGame } from "./sound-matching-game";
import { WordBuilderGame } from "./word-builder-game";

const ALL_SOUNDS = new Set(PHONICS_SOUNDS.map((entry) => entry.sound));
const FREE_SOUNDS = new Set(PHONICS_SOUNDS.filter((entry) => entry.group === FREE_GROUP).map((entry) => entry.sound));
/** The free group's sounds as the note names them; the letters are the same in every language. */
const FIRST_SOUNDS = "s, a, t, p, i, n";

function AccessNote({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useT();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{isSignedIn ? t("kids.accessNote.signedIn", { sounds: FIRST_SOUNDS }) : t("kids.accessNote.visitor", { sounds: FIRST_SOUNDS })}</p>
      <div className="flex shrink-0 gap-2">
        <Link href="/pricing" className={buttonClasses({ size: "sm" })}>
          {t("kids.accessNote.seePlans")}
        </Link>
        <Link href="/courses" className={buttonClasses({ size: "sm", variant: "outline" })}>
          {t("kids.accessNote.courses")}
        </Link>
      </div>
    </div>
  );
}

/** The dashboard view for a visitor: what it will show, and the ways in (the notice above says the rest). */
function VisitorDashboardPreview() {
  const { t } = useT();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700 sm:p-8">
      <p className="font-semibold text-slate-900">{t("kids.dashboardPreview.intro")}</p>
      <ul className="mt-3 list-inside list-disc space-y-1">
        <li>{t("kids.dashboardPreview.sounds")}</li>
        <li>{t("kids.dashboardPreview.badges")}</li>
        <li>{t("kids.dashboardPreview.voice")}</li>
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link href={TRIAL_SIGN_UP_PATH} className={buttonClasses({})}>
          {t("kids.dashboardPreview.startTrial")}
        </Link>
        <Link href="/login?redirect=/phonics" className={buttonClasses({ variant: "outline" })}>
          {t("kids.signIn")}
        </Link>
      </div>
    </div>
  );
}

/** /phonics: letter sounds, three games and (with a plan) the progress dashboard, for a child or the account. */
export function PhonicsPage({
  initialChildId = null,
  childRoomText,
}: {
  /** The child chosen on arrival (the parent home's "Practise with"); the screen checks it is the account's. */
  initialChildId?: number | null;
  /** "Your free trial has room for 1 child.": the screen knows the plan as the parent does. */
  childRoomText?: string;
} = {}) {
  const { user, isLoading } = useAuth();
  const { t } = useT();
  const account = usePhonicsAccount({ enabled: !!user });
  const [childId, setChildId] = useState<number | null>(initialChildId);
  const [volume, setVolume] = useState(1);
  const [view, setView] = useState<"games" | "dashboard">("games");
  const hasFullAccess = account.data?.hasFullAccess === true;

  const learner = useMemo<PhonicsLearner>(
    () => ({ isSignedIn: !!user, childId, hasFullAccess, openSounds: hasFullAccess ? ALL_SOUNDS : FREE_SOUNDS, volume }),
    [user, childId, hasFullAccess, volume],
  );

  if (isLoading || (user && account.isPending)) return <SectionLoading label={t("kids.phonicsPage.loading")} />;

  return (
    <PhonicsLearnerContext.Provider value={learner}>
      <div className="space-y-8">
        {hasFullAccess && account.data ? (
          <ChildSwitcher account={account.data} childId={childId} onChange={setChildId} roomText={childRoomText} />
        ) : (
          <AccessNote isSignedIn={!!user} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <Volume2 aria-hidden="true" className="size-5 text-brand-700" />
            {t("kids.phonicsPage.volume")}
            <input
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={volume}
              onChange={(event) => setVolume(Number(event.target.value))}
              className="w-40 accent-brand-600"
            />
            <span aria-hidden="true" className="w-10 tabular-nums">
              {Math.round(volume * 100)}%
            </span>
          </label>
          <Button variant="outline" aria-pressed={view === "dashboard"} onClick={() => setView(view === "games" ? "dashboard" : "games")}>
            {view === "games" ? <BarChart3 aria-hidden="true" className="size-4" /> : <Gamepad2 aria-hidden="true" className="size-4" />}
            {view === "games" ? t("kids.phonicsPage.showDashboard") : t("kids.phonicsPage.backToGames")}
          </Button>
        </div>

        {view === "dashboard" ? (
          <section aria-labelledby="dashboard-heading" className="space-y-4">
            <h2 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
              {t("kids.phonicsPage.dashboardTitle")}
            </h2>
            {user ? <ProgressDashboard /> : <VisitorDashboardPreview />}
          </section>
        ) : (
          <>
            <section aria-labelledby="games-heading" className="space-y-4">
              <h2 id="games-heading" className="text-2xl font-bold text-slate-900">
                {t("kids.phonicsPage.games")}
              </h2>
              <Tabs defaultValue="sound-matching" className="space-y-4">
                <TabsList aria-label={t("kids.phonicsPage.games")} className="sm:w-auto">
                  <TabsTrigger value="sound-matching">{t("kids.games.soundMatching")}</TabsTrigger>
                  <TabsTrigger value="word-builder">{t("kids.games.wordBuilder")}</TabsTrigger>
                  <TabsTrigger value="rhyming">{t("kids.games.rhyming")}</TabsTrigger>
                </TabsList>
                <div className="rounded-3xl border border-slate-200 bg-white p-4 sm:p-6">
                  {/* A new learner starts the games afresh. */}
                  <TabsContent value="sound-matching">
                    <SoundMatchingGame key={`sm-${childId}-${hasFullAccess}`} />
                  </TabsContent>
                  <TabsContent value="word-builder">
                    <WordBuilderGame key={`wb-${childId}-${hasFullAccess}`} />
                  </TabsContent>
                  <TabsContent value="rhyming">
                    <RhymingGame key={`rt-${childId}-${hasFullAccess}`} />
                  </TabsContent>
                </div>
              </Tabs>
            </section>
            <section aria-labelledby="sounds-heading" className="space-y-4">
              <h2 id="sounds-heading" className="text-2xl font-bold text-slate-900">
                {t("kids.soundCards.title")}
              </h2>
              <p className="text-slate-600">{t("kids.phonicsPage.soundsLead")}</p>
              <SoundCards />
            </section>
          </>
        )}
      </div>
    </PhonicsLearnerContext.Provider>
  );
}
