import { createContext, useContext } from "react";

/** Who is practising on /phonics and what is open to them, shared by the cards, the games and the dashboard. */
export type PhonicsLearner = {
  /** A signed-in account: attempts and games are saved. */
  isSignedIn: boolean;
  /** The child practising, or null for the account itself (or a visitor). */
  childId: number | null;
  /** A kids plan, the trial or an admin: every group and the dashboard. */
  hasFullAccess: boolean;
  openSounds: ReadonlySet<string>;
  volume: number;
};

export const PhonicsLearnerContext = createContext<PhonicsLearner | null>(null);

export function usePhonicsLearner() {
  const learner = useContext(PhonicsLearnerContext);
  if (!learner) throw new Error("usePhonicsLearner outside the phonics page");
  return learner;
}
