import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { centsOfMollieAmount, mollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type {
  CreateMollieRefund,
  MollieChargeback,
  MolliePayment,
  MollieRefund,
} from '../../core/adapters/mollie/mollie-client.server';
import type { MollieRefundStatus } from '../../core/adapters/mollie/mollie-status';
import type { Database, Executor } from '../../core/db/connection.server';
import { mollieSandboxPayments } from '../../core/db/payment-schema';
import { requestHashOf, type SandboxLinks } from './sandbox-payments';

/**
 * The sandbox's refunds and chargebacks (issue 36), as Mollie keeps them: resources of their own
 * (`re_…`, `chb_…`) in the sandbox's table beside the payments, and the payment's
 * `amountRefunded`, `amountRemaining` and `amountChargedBack` kept with every change. Each change
 * locks the payment's row first, so two refunds at once cannot both take the last euro.
 */

const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(10), (byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;

/** Refund statuses that still count against the payment (queued, pending, processing, refunded). */
const countingStatuses: ReadonlySet<MollieRefundStatus> = new Set(['queued', 'pending', 'processing', 'refunded']);
const openStatuses: ReadonlySet<MollieRefundStatus> = new Set(['queued', 'pending', 'processing']);

function refundWithLinks(refund: MollieRefund, links: SandboxLinks): MollieRefund {
  const payment = `${links.apiBase}/payments/${refund.paymentId}`;
  return {
    ...refund,
    _links: {
      self: { href: `${payment}/refunds/${refund.id}`, type: 'application/hal+json' },
      payment: { href: payment, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/get-refund', type: 'text/html' },
    },
  };
}

function chargebackWithLinks(chargeback: MollieChargeback, links: SandboxLinks): MollieChargeback {
  const payment = `${links.apiBase}/payments/${chargeback.paymentId}`;
  return {
    ...chargeback,
    _links: {
      self: { href: `${payment}/chargebacks/${chargeback.id}`, type: 'application/hal+json' },
      payment: { href: payment, type: 'application/hal+json' },
    },
  };
}

async function lockPayment(tx: Executor, id: string): Promise<MolliePayment | null> {
  const [row] = await tx.select().from(mollieSandboxPayments).where(eq(mollieSandboxPayments.id, id)).for('update');
  const resource = row?.resource as unknown as MolliePayment | undefined;
  return resource?.resource === 'payment' ? resource : null;
}

async function resourcesOf<T>(tx: Executor, paymentId: string, kind: 'refund' | 'chargeback'): Promise<T[]> {
  const rows = await tx
    .select({ resource: mollieSandboxPayments.resource })
    .from(mollieSandboxPayments)
    .where(
      and(
        sql`${mollieSandboxPayments.resource}->>'resource' = ${kind}`,
        sql`${mollieSandboxPayments.resource}->>'paymentId' = ${paymentId}`,
      ),
    )
    .orderBy(desc(mollieSandboxPayments.createdAt), desc(mollieSandboxPayments.id));
  return rows.map((row) => row.resource as unknown as T);
}

/** The payment's amounts recomputed from its refunds and chargebacks, stored on the payment. */
async function recountPayment(tx: Executor, payment: MolliePayment): Promise<MolliePayment> {
  const refunds = await resourcesOf<MollieRefund>(tx, payment.id, 'refund');
  const chargebacks = await resourcesOf<MollieChargeback>(tx, payment.id, 'chargeback');
  const cents = centsOfMollieAmount(payment.amount) ?? 0;
  const refunded = refunds
    .filter((refund) => countingStatuses.has(refund.status))
    .reduce((sum, refund) => sum + (centsOfMollieAmount(refund.amount) ?? 0), 0);
  const chargedBack = chargebacks
    .filter((chargeback) => chargeback.reversedAt === null)
    .reduce((sum, chargeback) => sum + (centsOfMollieAmount(chargeback.amount) ?? 0), 0);
  const currency = payment.amount.currency;
  const next: MolliePayment = {
    ...payment,
    amountRefunded: mollieAmount(refunded, currency),
    amountRemaining: mollieAmount(Math.max(0, cents - refunded - chargedBack), currency),
    ...(chargedBack > 0 ? { amountChargedBack: mollieAmount(chargedBack, currency) } : {}),
  };
  await tx
    .update(mollieSandboxPayments)
    .set({ resource: next as never })
    .where(eq(mollieSandboxPayments.id, payment.id));
  return next;
}

type RefundOutcome =
  | { kind: 'created' | 'replayed'; refund: MollieRefund }
  | { kind: 'keyReused' | 'noPayment' | 'notPaid' | 'tooMuch' | 'otherCurrency' };

/**
 * POST /payments/{id}/refunds: at most what remains of a paid payment. The same Idempotency-Key
 * with the same body answers the first refund again; with another body it is refused.
 */
export async function createSandboxRefund(
  db: Database,
  paymentId: string,
  body: CreateMollieRefund,
  idempotencyKey: string | undefined,
  links: SandboxLinks,
): Promise<RefundOutcome> {
  const hash = requestHashOf({ paymentId, ...body });
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return { kind: 'noPayment' };
    if (idempotencyKey) {
      const [earlier] = await tx
        .select()
        .from(mollieSandboxPayments)
        .where(eq(mollieSandboxPayments.idempotencyKey, idempotencyKey));
      if (earlier) {
        const resource = earlier.resource as unknown as MollieRefund;
        if (earlier.requestHash !== hash || resource.resource !== 'refund') return { kind: 'keyReused' };
        return { kind: 'replayed', refund: refundWithLinks(resource, links) };
      }
    }
    if (payment.status !== 'paid') return { kind: 'notPaid' };
    if (body.amount.currency !== payment.amount.currency) return { kind: 'otherCurrency' };
    const counted = await recountPayment(tx, payment);
    const cents = centsOfMollieAmount(body.amount) ?? 0;
    if (cents > (centsOfMollieAmount(counted.amountRemaining) ?? 0)) return { kind: 'tooMuch' };
    const refund: MollieRefund = {
      resource: 'refund',
      id: newId('re'),
      mode: 'test',
      amount: body.amount,
      settlementAmount: { currency: body.amount.currency, value: `-${body.amount.value}` },
      description: body.description,
      metadata: body.metadata ?? null,
      status: 'pending',
      paymentId,
      createdAt: new Date().toISOString(),
      _links: { self: { href: '', type: 'application/hal+json' } },
    };
    await tx.insert(mollieSandboxPayments).values({
      id: refund.id,
      resource: refund as never,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
    });
    await recountPayment(tx, counted);
    return { kind: 'created', refund: refundWithLinks(refund, links) };
  });
}

export async function listSandboxRefunds(db: Database, paymentId: string, links: SandboxLinks) {
  return (await resourcesOf<MollieRefund>(db, paymentId, 'refund')).map((refund) => refundWithLinks(refund, links));
}

export async function listSandboxChargebacks(db: Database, paymentId: string, links: SandboxLinks) {
  return (await resourcesOf<MollieChargeback>(db, paymentId, 'chargeback')).map((chargeback) =>
    chargebackWithLinks(chargeback, links),
  );
}

/**
 * Mollie's processing of a refund that is still open: refunded (the money went out) or failed
 * (the money comes back to the payment's remaining amount). Null when it was done already.
 */
export async function finishSandboxRefund(
  db: Database,
  paymentId: string,
  refundId: string,
  status: 'refunded' | 'failed',
): Promise<MollieRefund | null> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) return null;
    const [row] = await tx
      .select()
      .from(mollieSandboxPayments)
      .where(eq(mollieSandboxPayments.id, refundId))
      .for('update');
    const refund = row?.resource as unknown as MollieRefund | undefined;
    if (refund?.resource !== 'refund' || refund.paymentId !== paymentId || !openStatuses.has(refund.status)) {
      return null;
    }
    const next: MollieRefund = { ...refund, status };
    await tx
      .update(mollieSandboxPayments)
      .set({ resource: next as never })
      .where(eq(mollieSandboxPayments.id, refundId));
    await recountPayment(tx, payment);
    return next;
  });
}

/**
 * A chargeback, as the customer's bank would file it (a test control, like Mollie's
 * changePaymentState page for test payments): the whole paid amount not charged back yet, or
 * the cents given. Null when the payment is not paid or nothing is left to take back.
 */
export async function createSandboxChargeback(
  db: Database,
  paymentId: string,
  cents: number | undefined,
  links: SandboxLinks,
): Promise<MollieChargeback | null> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (payment?.status !== 'paid') return null;
    const left = (centsOfMollieAmount(payment.amount) ?? 0) - (centsOfMollieAmount(payment.amountChargedBack) ?? 0);
    const amount = cents ?? left;
    if (amount < 1 || amount > left) return null;
    const chargeback: MollieChargeback = {
      resource: 'chargeback',
      id: newId('chb'),
      amount: mollieAmount(amount, payment.amount.currency),
      reason: { code: 'AC01', description: 'Simulated chargeback (sandbox)' },
      paymentId,
      createdAt: new Date().toISOString(),
      reversedAt: null,
      _links: { self: { href: '', type: 'application/hal+json' } },
    };
    await tx.insert(mollieSandboxPayments).values({ id: chargeback.id, resource: chargeback as never });
    await recountPayment(tx, payment);
    return chargebackWithLinks(chargeback, links);
  });
}
