import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { movedPageRedirect } from './moved-page';

const moved = new ApiError({ status: 404, key: 'notFound', values: { localizedPath: '/tag/wandspiegel' } });
const answer = (url: string, error: unknown = moved) => movedPageRedirect(error, new Request(url));

describe('a moved page', () => {
  it('answers 301 to today’s path in the request’s language, with its query', () => {
    const german = answer('http://shop/tag/spiegel-alt?page=2');
    expect(german?.status).toBe(301);
    expect(german?.headers.get('Location')).toBe('/tag/wandspiegel?page=2');
    expect(answer('http://shop/en/tag/old-mirror')?.headers.get('Location')).toBe('/en/tag/wandspiegel');
    expect(answer('http://shop/de/tag/spiegel-alt')?.headers.get('Location')).toBe('/de/tag/wandspiegel');
  });

  it('leaves out a data request’s own parts, and is no answer to another refusal', () => {
    expect(answer('http://shop/en/tag/old.data?_routes=routes%2Ftag&sort=name')?.headers.get('Location')).toBe(
      '/en/tag/wandspiegel?sort=name',
    );
    expect(answer('http://shop/tag/weg', new ApiError({ status: 404, key: 'notFound' }))).toBeNull();
    expect(answer('http://shop/tag/weg', new Error('boom'))).toBeNull();
  });
});
