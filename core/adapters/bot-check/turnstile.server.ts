import { createHash } from 'node:crypto';

/**
 * Cloudflare Turnstile (issue 20), used instead of the built-in proof of work when the shop is
 * given TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY. The widget's token is checked with
 * Cloudflare's siteverify; a token counts once there too, and we also record it.
 */
export interface TurnstileSettings {
  secretKey: string;
  verifyUrl: string;
}

export type TurnstileResult = { ok: true; proofHash: string; expiresAt: Date } | { ok: false; reason: string };

/** Cloudflare's tokens live five minutes; we keep the record of a used one a little longer. */
const tokenLifetimeMs = 10 * 60 * 1000;

export async function verifyTurnstileToken(
  settings: TurnstileSettings,
  token: string,
  clientIp: string,
  now = Date.now(),
): Promise<TurnstileResult> {
  const form = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (clientIp !== 'unknown') form.set('remoteip', clientIp);
  let answer: { success?: boolean; 'error-codes'?: string[] };
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { ok: false, reason: `siteverify answered ${response.status}` };
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    // Cloudflare out of reach: the check fails closed (the form keeps what was typed).
    return { ok: false, reason: `siteverify unreachable: ${String(error)}` };
  }
  if (answer.success !== true) return { ok: false, reason: (answer['error-codes'] ?? ['refused']).join(',') };
  return {
    ok: true,
    proofHash: createHash('sha256').update(`turnstile:${token}`).digest('hex'),
    expiresAt: new Date(now + tokenLifetimeMs),
  };
}
