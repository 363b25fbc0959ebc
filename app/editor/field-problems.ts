import { useSyncExternalStore } from 'react';
import { editorStore } from './editor-store';
import type { SaveProblem } from './save-problems';

/**
 * The fields a refused save named (issue 34): each shows its message until the merchant changes
 * it, and the block settings drawer opens at the first one. One store per tab, like the editor's.
 */
interface FieldProblemsState {
  /** Messages by block uuid and the control's path inside the block. */
  byBlock: Record<string, Record<string, string> | undefined>;
  /** The field the drawer moves to (a new object on every refused save). */
  focus: { uuid: string; fieldPath: string | null } | null;
}

let state: FieldProblemsState = { byBlock: {}, focus: null };
const listeners = new Set<() => void>();
const set = (next: FieldProblemsState) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Shows a refused save's problems at their fields and opens the first one's block at that field. */
export function showFieldProblems(problems: readonly SaveProblem[]) {
  const byBlock: FieldProblemsState['byBlock'] = {};
  for (const problem of problems) {
    if (problem.fieldPath) byBlock[problem.uuid] = { ...byBlock[problem.uuid], [problem.fieldPath]: problem.message };
  }
  const first = problems[0];
  set({ byBlock, focus: first ? { uuid: first.uuid, fieldPath: first.fieldPath } : null });
  if (first) editorStore.set({ drawer: { view: 'blockSettings', uuid: first.uuid }, mode: 'edit' });
}

/** A saved page has no problems left. */
export function clearFieldProblems() {
  if (state.focus !== null || Object.keys(state.byBlock).length > 0) set({ byBlock: {}, focus: null });
}

/** The merchant changed `path` of a block: its message (and those of the parts of it) is done with. */
export function clearFieldProblem(uuid: string, path: string) {
  const messages = state.byBlock[uuid];
  if (!messages) return;
  const left = Object.entries(messages).filter(
    ([fieldPath]) => fieldPath !== path && !fieldPath.startsWith(`${path}.`),
  );
  if (left.length === Object.keys(messages).length) return;
  set({ ...state, byBlock: { ...state.byBlock, [uuid]: Object.fromEntries(left) } });
}

/** The message of a refused save for one field, if it has one. */
export const fieldProblemAt = (uuid: string, fieldPath: string): string | undefined => state.byBlock[uuid]?.[fieldPath];

export function useFieldProblem(uuid: string, fieldPath: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => fieldProblemAt(uuid, fieldPath),
    () => undefined,
  );
}

/** The field the block settings drawer should move to, once. */
export function useFieldFocus() {
  return useSyncExternalStore(
    subscribe,
    () => state.focus,
    () => null,
  );
}

/** The drawer moved there. */
export function fieldFocusDone() {
  if (state.focus) set({ ...state, focus: null });
}
