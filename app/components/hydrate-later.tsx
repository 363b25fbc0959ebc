import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydrating the whole document in one go is one long task (a product page: ~120 ms on a fast
 * desktop, four times that on a mid-range phone), and the page does not answer a tap while it runs.
 * A part wrapped in `HydrateLater` is hydrated in a task of its own after the first pass (ADR 0020):
 * during the document's first hydration it suspends once, Preact keeps the server's HTML for it
 * (resumed hydration) and comes back when its turn in `laterParts` has come.
 *
 * Until then the part is the server's HTML: its links and forms work as plain links and forms.
 * On the server, and for everything rendered after the first hydration (client navigations), the
 * children render at once. The child must be one element: Preact keeps the first node of a part
 * that suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LaterPart>{children}</LaterPart>
    </Suspense>
  );
}

function LaterPart({ children }: { children: ReactNode }) {
  // The decision is taken on the first render and kept: a part that waited must not wait again.
  const [turn] = useState(() => (firstHydrationRunning ? laterTurn() : undefined));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

let firstHydrationRunning = false;

/** entry.client marks the synchronous first hydration; parts rendered inside it wait their turn. */
export function runFirstHydration(hydrate: () => void) {
  firstHydrationRunning = true;
  try {
    hydrate();
  } finally {
    firstHydrationRunning = false;
  }
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

const laterParts: Array<() => void> = [];

function laterTurn(): Turn {
  let release!: () => void;
  const turn: Turn = { promise: new Promise<void>((resolve) => (release = resolve)), done: false };
  laterParts.push(() => {
    turn.done = true;
    release();
  });
  if (laterParts.length === 1) scheduleNextPart();
  return turn;
}

// One part per macrotask, so the browser can paint and handle input between them. Preact renders
// the resumed part in the microtask after its promise settles, inside the same task. The channel is
// made on first use: only the browser's first hydration gets here (an open port would keep a
// Node process alive).
let channel: MessageChannel | undefined;

function scheduleNextPart() {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      laterParts.shift()?.();
      if (laterParts.length > 0) scheduleNextPart();
    };
  }
  channel.port2.postMessage(null);
}
