import { useSyncExternalStore } from 'react';

/** What the browser offers when the shop can be installed (Chromium's beforeinstallprompt). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  offline: boolean;
  /** The browser's install offer, kept until it is used or dismissed. */
  installOffer: InstallPromptEvent | null;
}

const serverState: PwaState = { offline: false, installOffer: null };
let state: PwaState = serverState;
const listeners = new Set<() => void>();

/** The app's state between the browser's events and the page's notices (issue 21). */
export const pwaStore = {
  set(next: Partial<PwaState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(pwaStore.subscribe, pwaStore.get, () => serverState);
}
