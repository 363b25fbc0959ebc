import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { centsOfMollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type { MollieChargeback } from '../../core/adapters/mollie/mollie-client.server';
import type { Database } from '../../core/db/connection.server';
import type { ShopEnv } from '../request-context';
import { readSandboxPayment, type SandboxLinks } from './sandbox-payments';
import {
  createSandboxChargeback,
  createSandboxRefund,
  finishSandboxRefund,
  listSandboxChargebacks,
  listSandboxRefunds,
} from './sandbox-refunds';

/**
 * The sandbox's Refunds and Chargebacks API (issue 36): POST/GET /v2/payments/{id}/refunds,
 * GET …/refunds/{refundId}, GET …/chargebacks, in Mollie's shapes and errors. A refund is answered
 * `pending` and then processed like Mollie would (refunded, unless a test turned that off and
 * decides on the hosted page); every change of a refund and every chargeback calls the payment's
 * webhook with the payment's id, as Mollie does.
 */
export interface SandboxRefundOptions {
  /** Pause before a new refund is refunded (default: at once after the answer). */
  processAfterMs?: number;
  /** False: refunds stay pending until the tester decides on the hosted page. */
  processAutomatically?: boolean;
}

type MollieErrorStatus = 400 | 401 | 404 | 409 | 415 | 422;
interface SandboxApiHelpers {
  mollieError(c: Context, status: MollieErrorStatus, title: string, detail: string, field?: string): Response;
  readJson(c: Context): Promise<unknown>;
  validationError(c: Context, error: z.ZodError): Response;
}

const refundSchema = z.object({
  amount: z.object({ currency: z.enum(['EUR', 'GBP']), value: z.string().regex(/^\d{1,9}\.\d{2}$/) }),
  description: z.string().trim().max(255).default(''),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

export function createSandboxRefunds(
  db: Database,
  links: SandboxLinks,
  webhooks: { send(url: string, paymentId: string): void },
  options: SandboxRefundOptions = {},
) {
  const timers = new Set<NodeJS.Timeout>();
  /** Mollie calls the payment's webhook (with the payment's id) for refunds and chargebacks too. */
  async function notify(paymentId: string) {
    const found = await readSandboxPayment(db, paymentId, links);
    if (found?.payment.webhookUrl) webhooks.send(found.payment.webhookUrl, paymentId);
  }

  async function finish(paymentId: string, refundId: string, status: 'refunded' | 'failed') {
    const finished = await finishSandboxRefund(db, paymentId, refundId, status);
    if (finished) await notify(paymentId);
    return finished;
  }

  function processLater(paymentId: string, refundId: string) {
    if (options.processAutomatically === false) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void finish(paymentId, refundId, 'refunded').catch(() => undefined);
    }, options.processAfterMs ?? 0);
    timer.unref();
    timers.add(timer);
  }

  function register(api: Hono<ShopEnv>, helpers: SandboxApiHelpers) {
    const { mollieError } = helpers;
    const noPayment = (c: Context) =>
      mollieError(c, 404, 'Not Found', `No payment exists with token ${c.req.param('id')}.`);

    api.post('/payments/:id/refunds', async (c) => {
      const json = await helpers.readJson(c);
      if (json === undefined) return mollieError(c, 415, 'Unsupported Media Type', 'The request body must be JSON.');
      const parsed = refundSchema.safeParse(json);
      if (!parsed.success) return helpers.validationError(c, parsed.error);
      if ((centsOfMollieAmount(parsed.data.amount) ?? 0) < 1) {
        return mollieError(c, 422, 'Unprocessable Entity', 'The amount is lower than the minimum.', 'amount.value');
      }
      const key = c.req.header('idempotency-key');
      const outcome = await createSandboxRefund(
        db,
        c.req.param('id'),
        { ...parsed.data, metadata: parsed.data.metadata ?? undefined },
        key && key.length <= 200 ? key : undefined,
        links,
      );
      switch (outcome.kind) {
        case 'noPayment':
          return noPayment(c);
        case 'notPaid':
          return mollieError(c, 422, 'Unprocessable Entity', 'The payment cannot be refunded: it has not been paid.');
        case 'tooMuch':
          return mollieError(c, 422, 'Unprocessable Entity', 'The specified amount cannot be refunded', 'amount.value');
        case 'otherCurrency':
          return mollieError(
            c,
            422,
            'Unprocessable Entity',
            "The currency must be the payment's currency.",
            'amount.currency',
          );
        case 'keyReused':
          return mollieError(
            c,
            422,
            'Unprocessable Entity',
            'The idempotency key was already used for a request with a different body.',
          );
        case 'created':
          processLater(outcome.refund.paymentId, outcome.refund.id);
          return c.json(outcome.refund, 201);
        case 'replayed':
          return c.json(outcome.refund, 201);
      }
    });

    api.get('/payments/:id/refunds', async (c) => {
      if (!(await readSandboxPayment(db, c.req.param('id'), links))) return noPayment(c);
      const refunds = await listSandboxRefunds(db, c.req.param('id'), links);
      return c.json({ count: refunds.length, _embedded: { refunds }, _links: { self: { href: c.req.url } } });
    });

    api.get('/payments/:id/refunds/:refundId', async (c) => {
      const refund = (await listSandboxRefunds(db, c.req.param('id'), links)).find(
        (entry) => entry.id === c.req.param('refundId'),
      );
      if (!refund) return mollieError(c, 404, 'Not Found', `No refund exists with token ${c.req.param('refundId')}.`);
      return c.json(refund);
    });

    api.get('/payments/:id/chargebacks', async (c) => {
      if (!(await readSandboxPayment(db, c.req.param('id'), links))) return noPayment(c);
      const chargebacks = await listSandboxChargebacks(db, c.req.param('id'), links);
      return c.json({ count: chargebacks.length, _embedded: { chargebacks }, _links: { self: { href: c.req.url } } });
    });
  }

  return {
    register,
    /** The hosted page's test controls for a paid payment: the bank takes it back, or a refund ends. */
    async chargeback(paymentId: string, cents?: number): Promise<MollieChargeback | null> {
      const chargeback = await createSandboxChargeback(db, paymentId, cents, links);
      if (chargeback) await notify(paymentId);
      return chargeback;
    },
    finish,
    list: (paymentId: string) => listSandboxRefunds(db, paymentId, links),
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
