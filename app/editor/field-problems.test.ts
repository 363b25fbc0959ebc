import { describe, expect, it } from 'vitest';
import { editorStore } from './editor-store';
import { clearFieldProblem, clearFieldProblems, fieldProblemAt, showFieldProblems } from './field-problems';

const problem = (uuid: string, fieldPath: string | null, message = 'm') => ({ uuid, fieldPath, message, sentence: '' });

describe('field problems of a refused save', () => {
  it("opens the first problem's block and keeps each message until the merchant changes its field", () => {
    editorStore.set({ drawer: null, mode: 'preview' });
    showFieldProblems([
      problem('banner', 'content.image.alt', 'alt'),
      problem('banner', 'content.button.link', 'link'),
      problem('carousel', 'content.1.content.button.link', 'slide'),
    ]);
    expect(editorStore.get()).toMatchObject({ drawer: { view: 'blockSettings', uuid: 'banner' }, mode: 'edit' });
    expect(fieldProblemAt('banner', 'content.image.alt')).toBe('alt');

    // A new picture (the whole image) clears its alt text's message; the other fields keep theirs.
    clearFieldProblem('banner', 'content.image');
    clearFieldProblem('carousel', 'content.1.content.button.label');
    expect(fieldProblemAt('banner', 'content.image.alt')).toBeUndefined();
    expect(fieldProblemAt('banner', 'content.button.link')).toBe('link');
    expect(fieldProblemAt('carousel', 'content.1.content.button.link')).toBe('slide');

    clearFieldProblems();
    expect(fieldProblemAt('carousel', 'content.1.content.button.link')).toBeUndefined();
  });
});
