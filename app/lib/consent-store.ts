import { useSyncExternalStore } from 'react';
import type { ConsentChoice } from '../../core/consent/consent-granted';
import { useShopper } from './shopper-state';

interface ConsentState {
  /** The choice made on this page; undefined until then (the document's own choice holds). */
  choice: ConsentChoice | null | undefined;
  /** The settings were asked for (the footer link "Cookie-Einstellungen"). */
  settingsOpen: boolean;
  /** Where focus goes back to when the settings close. */
  opener: HTMLElement | null;
}

let state: ConsentState = { choice: undefined, settingsOpen: false, opener: null };
const listeners = new Set<() => void>();
const serverState: ConsentState = { choice: undefined, settingsOpen: false, opener: null };

function change(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The browser's consent state across the page's components (banner, footer link, analytics). */
export const consentStore = {
  choose(choice: ConsentChoice) {
    change({ choice, settingsOpen: false });
  },
  openSettings(opener: HTMLElement | null) {
    change({ settingsOpen: true, opener });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The visitor's consent: what they chose on this page, else what the page was rendered with. */
export function useConsent(): { choice: ConsentChoice | null; settingsOpen: boolean; opener: HTMLElement | null } {
  const documentChoice = useShopper().consent ?? null;
  const current = useSyncExternalStore(
    consentStore.subscribe,
    () => state,
    () => serverState,
  );
  return {
    choice: current.choice === undefined ? documentChoice : current.choice,
    settingsOpen: current.settingsOpen,
    opener: current.opener,
  };
}
