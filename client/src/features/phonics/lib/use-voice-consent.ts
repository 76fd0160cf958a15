import { useState } from "react";
import { useAccountVoiceConsent, useChangeVoiceConsent } from "../api/voice-consent";

const BROWSER_KEY = "phonics-voice-consent";

export type VoiceConsentState = {
  status: "loading" | "error" | "agreed" | "not-agreed";
  /** Where the answer is kept: the account for a signed-in family, this browser for a visitor. */
  isKeptInBrowser: boolean;
  agree: () => void;
  withdraw: () => void;
  isSaving: boolean;
  hasSaveFailed: boolean;
  /** Reads the account's consent again after a failed load. */
  retry: () => void;
};

const readBrowserConsent = () => {
  try {
    return window.localStorage.getItem(BROWSER_KEY) !== null;
  } catch {
    return false;
  }
};

const writeBrowserConsent = (hasAgreed: boolean) => {
  try {
    if (hasAgreed) window.localStorage.setItem(BROWSER_KEY, new Date().toISOString());
    else window.localStorage.removeItem(BROWSER_KEY);
  } catch {
    // Storage refused (private mode): the answer lasts for this page only.
  }
};

/** The parent's consent to voice practice: on the account when signed in, in this browser for a visitor. */
export function useVoiceConsent({ isSignedIn }: { isSignedIn: boolean }): VoiceConsentState {
  const account = useAccountVoiceConsent({ enabled: isSignedIn });
  const change = useChangeVoiceConsent();
  const [hasBrowserConsent, setBrowserConsent] = useState(readBrowserConsent);

  if (!isSignedIn) {
    const set = (hasAgreed: boolean) => {
      writeBrowserConsent(hasAgreed);
      setBrowserConsent(hasAgreed);
    };
    return {
      status: hasBrowserConsent ? "agreed" : "not-agreed",
      isKeptInBrowser: true,
      agree: () => set(true),
      withdraw: () => set(false),
      isSaving: false,
      hasSaveFailed: false,
      retry: () => undefined,
    };
  }
  return {
    status: account.isPending ? "loading" : account.isError ? "error" : account.data.agreedAt ? "agreed" : "not-agreed",
    isKeptInBrowser: false,
    agree: () => change.mutate(true),
    withdraw: () => change.mutate(false),
    isSaving: change.isPending,
    hasSaveFailed: change.isError,
    retry: () => void account.refetch(),
  };
}
