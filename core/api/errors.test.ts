import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './errors';

describe('isApiError', () => {
  it('recognises ApiErrors by their brand, not by class identity', () => {
    expect(isApiError(new ApiError({ status: 404, key: 'notFound' }))).toBe(true);
    // A copy of the class from another bundle carries the same registered symbol.
    const foreign = Object.assign(new Error('x'), { [Symbol.for('spiegelshop.ApiError')]: true });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
