import { describe, expect, it } from 'vitest';
import { defaultRobotsSettings, robotsMetaContent } from './robots';

describe('robots settings', () => {
  it('default to ALL for every page kind', () => {
    expect(Object.values(defaultRobotsSettings)).toEqual(Array(9).fill('ALL'));
  });

  it.each([
    ['ALL', undefined],
    ['INDEX', 'index'],
    ['NOFOLLOW', 'nofollow'],
    ['NOINDEX', 'noindex'],
    ['NOINDEX_NOFOLLOW', 'noindex, nofollow'],
    ['rubbish', undefined],
  ])('%s becomes %s', (value, content) => expect(robotsMetaContent(value)).toBe(content));
});
