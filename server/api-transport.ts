import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { CallContext } from '../core/api/context';
import { ApiError, isApiError, type ApiEvent } from '../core/api/errors';
import type { ShopCallRegistry } from '../core/call-registry.server';
import type { Locale } from '../core/i18n/locales';
import type { Services } from '../core/services.server';
import { fillPlaceholders } from '../core/i18n/translator';
import { errorMessage } from './error-messages';
import { apiLocale, createCallContext, type ShopEnv } from './request-context';
import { applySessionCookie } from './session-cookie';
import { progressMediaType, runWithProgress } from './progress-lines';
import { errorFields } from '../core/logger';

/** The calls that take a file (their body limits are in server/body-limits.ts, like all others). */
const uploadCalls = ['doUploadOrderPropertyFile', 'doUploadBlockImage', 'doUploadItemImage'] as const;

/**
 * The BFF transport (DESIGN §2): `POST /api/<call>` with a JSON body, `GET /api/<call>?body=<json>`
 * for reads. Success `200 {data}`; failure `{error: {key, code, message, cause}, events}`.
 */
export function createApiTransport(services: Services, registry: ShopCallRegistry) {
  const api = new Hono<ShopEnv>();

  // The calls that take a file: multipart with the field `file` (only these routes are allowed a
  // body of a file's size).
  for (const name of uploadCalls) {
    api.post(`/${name}`, async (c) => {
      const locale = apiLocale(c);
      let ctx: CallContext | undefined;
      try {
        ctx = await createCallContext(c, services, locale);
        await verifyCsrfToken(c, ctx);
        const file = await readUploadedFile(c);
        const data = await registry.execute(ctx, name, {
          fileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        await finish(c, ctx);
        return c.json({ data });
      } catch (error) {
        if (ctx) await finish(c, ctx).catch(() => {});
        return sendError(c, locale, error, ctx?.events ?? []);
      }
    });
  }

  api.all('/:call{[A-Za-z][A-Za-z0-9]*}', async (c) => {
    const name = c.req.param('call');
    const locale = apiLocale(c);
    let ctx: CallContext | undefined;
    try {
      if (!registry.has(name))
        throw new ApiError({ status: 404, key: 'unknownCall', message: `Unknown call: ${name}` });
      const call = registry.calls[name];
      const method = c.req.method;
      if (method !== 'POST' && !(method === 'GET' && call.kind === 'read')) {
        c.header('Allow', call.kind === 'read' ? 'GET, POST' : 'POST');
        throw new ApiError({ status: 405, key: 'methodNotAllowed', message: `${method} is not allowed for ${name}` });
      }
      const input = method === 'GET' ? parseJson(c.req.query('body')) : await readJsonBody(c);
      ctx = await createCallContext(c, services, locale);
      if (call.kind === 'write') await verifyCsrfToken(c, ctx);
      if (method === 'POST' && (c.req.header('accept') ?? '').includes(progressMediaType)) {
        // A long call's progress as lines (server/progress-lines.ts); a call without any answers as always.
        const callContext = ctx;
        const run = await runWithProgress(
          (report) => registry.execute(Object.assign(callContext, { progress: report }), name, input),
          (error) => errorAnswer(c, locale, error, callContext.events),
        );
        await finish(c, ctx);
        if (!run.streaming) return c.json({ data: run.data ?? null });
        c.header('Cache-Control', 'private, no-store, no-transform');
        c.header('X-Accel-Buffering', 'no');
        return c.body(run.lines, 200, { 'Content-Type': `${progressMediaType}; charset=utf-8` });
      }
      const data = await registry.execute(ctx, name, input);
      await finish(c, ctx);
      return c.json({ data: data ?? null });
    } catch (error) {
      if (ctx) await finish(c, ctx).catch(() => {});
      return sendError(c, locale, error, ctx?.events ?? []);
    }
  });

  api.all('*', (c) =>
    sendError(c, apiLocale(c), new ApiError({ status: 404, key: 'unknownCall', message: 'Unknown call' }), []),
  );

  /** Session cookie, CSRF token header and no caching: every API answer is personal. */
  async function finish(c: Context<ShopEnv>, ctx: CallContext) {
    const session = await ctx.session.current();
    if (session) c.header('x-csrf-token', session.csrfToken);
    c.header('Cache-Control', 'private, no-store');
    applySessionCookie(c, ctx.session, services.config);
  }

  function sendError(c: Context<ShopEnv>, locale: Locale, error: unknown, events: ApiEvent[]) {
    const { status, ...body } = errorAnswer(c, locale, error, events);
    c.header('Cache-Control', 'private, no-store');
    return c.json(body, status as 400);
  }

  /** A failure's body (`{error, events}`) and status; a fault (not an ApiError) is logged. */
  function errorAnswer(c: Context<ShopEnv>, locale: Locale, error: unknown, events: ApiEvent[]) {
    const apiError = isApiError(error)
      ? error
      : new ApiError({ status: 500, key: 'unknownError', message: 'Internal error' });
    if (!isApiError(error)) {
      services.logger.error('call failed', {
        requestId: c.get('requestId'),
        call: c.req.param('call'),
        ...errorFields(error),
      });
    }
    return {
      error: {
        key: apiError.key,
        code: apiError.code,
        message: fillPlaceholders(
          errorMessage(locale, apiError.key, apiError.status < 500 ? apiError.message : undefined),
          apiError.values,
        ),
        cause: apiError.causes,
        // Only errors whose message has placeholders carry values (spec error shape otherwise).
        ...(Object.keys(apiError.values).length > 0 ? { values: apiError.values } : {}),
      },
      events: [...events, ...apiError.events],
      status: apiError.status,
    };
  }

  return api;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The body is not valid JSON.',
      cause: [{ field: '', code: 'invalid_json', message: 'The body is not valid JSON.' }],
    });
  }
}

async function readJsonBody(c: Context<ShopEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError({ status: 415, key: 'unsupportedMediaType', message: 'Send the body as application/json.' });
  }
  return parseJson(text);
}

/** The `file` field of a multipart body; anything else is the client's mistake (4xx). */
async function readUploadedFile(c: Context<ShopEnv>): Promise<File> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError({ status: 415, key: 'unsupportedMediaType', message: 'Send the file as multipart/form-data.' });
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError({ status: 400, key: 'upload.uploadFailed', message: 'The multipart body could not be read.' });
  }
  const file = body.file;
  if (!(file instanceof File)) {
    throw new ApiError({
      status: 400,
      key: 'validation',
      message: 'The field "file" is missing.',
      cause: [{ field: 'file', code: 'required', message: 'The field "file" is missing.' }],
    });
  }
  return file;
}

/** State-changing calls need the token this session was given (response header `x-csrf-token`). */
async function verifyCsrfToken(c: Context<ShopEnv>, ctx: CallContext) {
  const session = await ctx.session.current();
  const sent = Buffer.from(c.req.header('x-csrf-token') ?? '');
  const expected = Buffer.from(session?.csrfToken ?? '');
  if (!session || sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
    throw new ApiError({ status: 403, key: 'csrfTokenInvalid', message: 'Missing or wrong CSRF token.' });
  }
}
