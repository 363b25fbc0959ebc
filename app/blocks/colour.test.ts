import { describe, expect, it } from 'vitest';
import { translucent } from './colour';

describe('translucent', () => {
  it('turns a hex colour and an opacity into rgba', () => {
    expect(translucent('#ffffff', 0.9)).toBe('rgba(255, 255, 255, 0.9)');
    expect(translucent('#1a2', 2)).toBe('rgba(17, 170, 34, 1)');
  });

  it('leaves anything that is not a hex colour alone', () => {
    expect(translucent('red', 0.5)).toBe('red');
  });
});
