import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { notFound, throwRefusalPage, type RefusalPages } from './refusal-page';

const refusal = (status: number) => new ApiError({ status, key: `test.status${status}` });

/** What the helper does with an error: the thrown page, or `'returned'` when it leaves it to the caller. */
function pageOf(error: unknown, pages: RefusalPages) {
  try {
    throwRefusalPage(error, pages);
    return 'returned';
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.status} ${thrown.headers.get('Location')}`;
    const page = thrown as { type?: string; init?: { status?: number } };
    if (page.type === 'DataWithResponseInit') return `page ${page.init?.status}`;
    throw thrown;
  }
}

describe('throwRefusalPage', () => {
  it('sends a 401 to the login page given, and only when one is given', () => {
    expect(pageOf(refusal(401), { login: '/en/login?redirect=%2Fen%2Foffer%2F1%2Fk' })).toBe(
      'redirect 302 /en/login?redirect=%2Fen%2Foffer%2F1%2Fk',
    );
    expect(pageOf(refusal(401), { notFound: [404] })).toBe('returned');
  });

  it('shows the 404 page for the statuses named, or for every refusal', () => {
    expect(pageOf(refusal(404), { notFound: [404] })).toBe('page 404');
    expect(pageOf(refusal(400), { notFound: [404] })).toBe('returned');
    expect(pageOf(refusal(400), { notFound: [404, 400] })).toBe('page 404');
    expect(pageOf(refusal(404), { login: '/login' })).toBe('returned');
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(pageOf(refusal(status), { notFound: 'anyRefusal' })).toBe('page 404');
    }
    expect(pageOf(refusal(401), { login: '/login', notFound: 'anyRefusal' })).toBe('redirect 302 /login');
  });

  it('leaves faults and anything that is no refusal to the caller', () => {
    expect(pageOf(refusal(500), { login: '/login', notFound: 'anyRefusal' })).toBe('returned');
    expect(pageOf(refusal(503), { notFound: [404] })).toBe('returned');
    expect(pageOf(new Error('bug'), { login: '/login', notFound: 'anyRefusal' })).toBe('returned');
    expect(pageOf(new Response(null, { status: 302 }), { notFound: 'anyRefusal' })).toBe('returned');
  });

  it('the 404 page is the data answer React Router renders as the error page', () => {
    expect(pageOf(notFound(), {})).toBe('returned');
    expect(notFound()).toMatchObject({ data: null, init: { status: 404 } });
  });
});
