import type { Logger } from '../../core/logger';

/**
 * Delivers the sandbox's webhooks the way Mollie does: a form-encoded POST with nothing but the
 * payment id, repeated with growing pauses until the shop answers 200 (Mollie gives up after
 * about ten attempts). Pending deliveries live in this process only; a restart drops them, and
 * the shop still learns the status when the shopper returns.
 */
export interface WebhookSenderOptions {
  logger: Logger;
  /** Pauses before each further attempt; the first attempt goes out at once. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/** 1 s, 2 s, 4 s … 256 s: ten attempts within about eight and a half minutes. */
export const defaultRetryDelaysMs = Array.from({ length: 9 }, (_, attempt) => 1000 * 2 ** attempt);

export function createWebhookSender(options: WebhookSenderOptions) {
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(url: string, paymentId: string, attemptIndex: number): Promise<void> {
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: paymentId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      // Unreachable or too slow: counts as a failed attempt.
    }
    if (status === 200) return;
    const delay = delays[attemptIndex];
    if (delay === undefined) {
      options.logger.warn('mollie sandbox: webhook given up', { paymentId, attempts: attemptIndex + 1 });
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(url, paymentId, attemptIndex + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    /** Starts the delivery; the caller does not wait for the shop's answer (neither does Mollie). */
    send(url: string, paymentId: string) {
      void attempt(url, paymentId, 0);
    },
    /** Drops deliveries still waiting for a retry (shutdown, end of a test). */
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
