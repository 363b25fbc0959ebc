import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { mollieAmount } from '../../core/adapters/mollie/mollie-amount';
import type {
  CreateMolliePayment,
  MolliePayment,
  UpdateMolliePayment,
} from '../../core/adapters/mollie/mollie-client.server';
import type { MolliePaymentStatus } from '../../core/adapters/mollie/mollie-status';
import type { Database } from '../../core/db/connection.server';
import { mollieSandboxPayments } from '../../core/db/payment-schema';
import type { TokenCard } from './sandbox-card-tokens';
import { sandboxProfileId } from '../../core/payments/mollie-components';

/**
 * The sandbox's payments: Mollie's payment resource, its status transitions and idempotent
 * creation, kept in PostgreSQL so they survive a restart like Mollie's would.
 */

/** Mollie's transitions (reference §3.2): which status may follow which. */
const nextStatuses: Record<MolliePaymentStatus, MolliePaymentStatus[]> = {
  open: ['pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'expired'],
  authorized: ['paid', 'canceled', 'expired'],
  paid: [],
  canceled: [],
  expired: [],
  failed: [],
};

export function canMoveTo(from: MolliePaymentStatus, to: MolliePaymentStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** Which statuses Mollie announces by webhook (not open and pending). */
export const statusesWithWebhook: ReadonlySet<MolliePaymentStatus> = new Set([
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
]);

const timestampField: Partial<Record<MolliePaymentStatus, keyof MolliePayment>> = {
  paid: 'paidAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
  failed: 'failedAt',
  authorized: 'authorizedAt',
};

/** Open card payments expire after 15 minutes, bank transfers after 12 days (Mollie's defaults). */
function expiryOf(method: string | undefined, from: Date): Date {
  const minutes = method === 'banktransfer' ? 12 * 24 * 60 : 15;
  return new Date(from.getTime() + minutes * 60_000);
}

const idAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
function newPaymentId(): string {
  const bytes = randomBytes(10);
  return `tr_${Array.from(bytes, (byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;
}

export interface SandboxLinks {
  /** The sandbox's API base (…/mollie-sandbox/v2) and hosted page base (…/mollie-sandbox/checkout). */
  apiBase: string;
  checkoutBase: string;
}

/** The table keeps refunds and chargebacks too (sandbox-refunds.ts): only payments are payments. */
const isPayment = (row: { resource: unknown } | undefined): row is { resource: MolliePayment } =>
  (row?.resource as { resource?: unknown } | undefined)?.resource === 'payment';

function withLinks(resource: MolliePayment, links: SandboxLinks): MolliePayment {
  const open = resource.status === 'open' || resource.status === 'pending';
  return {
    ...resource,
    isCancelable: resource.status === 'open' || resource.status === 'authorized',
    _links: {
      self: { href: `${links.apiBase}/payments/${resource.id}`, type: 'application/hal+json' },
      ...(open ? { checkout: { href: `${links.checkoutBase}/${resource.id}`, type: 'text/html' } } : {}),
      documentation: { href: 'https://docs.mollie.com/reference/v2/payments-api/get-payment', type: 'text/html' },
    },
  };
}

export const requestHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type CreateOutcome =
  | { kind: 'created' | 'replayed'; payment: MolliePayment }
  | { kind: 'keyReused' }
  /** Another payment was made with the same token (a token pays once). */
  | { kind: 'tokenSpent' };

export async function createSandboxPayment(
  db: Database,
  body: CreateMolliePayment,
  card: TokenCard | undefined,
  idempotencyKey: string | undefined,
  links: SandboxLinks,
  /** The hash of the token it is paid with (card or Apple Pay), if any. */
  spentToken?: string,
): Promise<CreateOutcome> {
  const hash = requestHashOf(body);
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, idempotencyKey, hash, links);
    if (earlier) return earlier;
  }
  const now = new Date();
  const resource: MolliePayment = {
    resource: 'payment',
    id: newPaymentId(),
    mode: 'test',
    createdAt: now.toISOString(),
    amount: body.amount,
    description: body.description,
    method: body.method ?? null,
    metadata: body.metadata ?? null,
    status: 'open',
    expiresAt: expiryOf(body.method, now).toISOString(),
    profileId: sandboxProfileId,
    sequenceType: 'oneoff',
    redirectUrl: body.redirectUrl,
    ...(body.cancelUrl ? { cancelUrl: body.cancelUrl } : {}),
    ...(body.webhookUrl ? { webhookUrl: body.webhookUrl } : {}),
    ...(body.locale ? { locale: body.locale } : {}),
    // Paid with the card fields: Mollie's creditcard details (the last four digits only).
    ...(card ? { details: { ...card, cardSecurity: '3dsecure' } } : {}),
    _links: { self: { href: '', type: 'application/hal+json' } },
  };
  const inserted = await db
    .insert(mollieSandboxPayments)
    .values({ id: resource.id, resource: resource as never, idempotencyKey, requestHash: hash, spentToken })
    .onConflictDoNothing()
    .returning({ id: mollieSandboxPayments.id });
  if (inserted.length > 0) return { kind: 'created', payment: withLinks(resource, links) };
  // The same key arrived twice at once: the first one's payment is the answer to both. Else the
  // token paid another payment first.
  const earlier = idempotencyKey ? await findByIdempotencyKey(db, idempotencyKey, hash, links) : null;
  if (earlier) return earlier;
  if (spentToken !== undefined) return { kind: 'tokenSpent' };
  throw new Error('The sandbox payment could not be stored');
}

async function findByIdempotencyKey(
  db: Database,
  key: string,
  hash: string,
  links: SandboxLinks,
): Promise<CreateOutcome | null> {
  const [row] = await db.select().from(mollieSandboxPayments).where(eq(mollieSandboxPayments.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== hash) return { kind: 'keyReused' };
  return { kind: 'replayed', payment: withLinks(row.resource as unknown as MolliePayment, links) };
}

/**
 * A payment as Mollie would show it now: an open payment past its expiry has expired (and says
 * so once, through `expiredNow`, so the caller can send the webhook).
 */
export async function readSandboxPayment(
  db: Database,
  id: string,
  links: SandboxLinks,
): Promise<{ payment: MolliePayment; expiredNow: boolean } | null> {
  const [row] = await db.select().from(mollieSandboxPayments).where(eq(mollieSandboxPayments.id, id));
  if (!isPayment(row)) return null;
  const resource = row.resource as unknown as MolliePayment;
  if (resource.status === 'open' && resource.expiresAt && new Date(resource.expiresAt) < new Date()) {
    const moved = await moveSandboxPayment(db, id, 'expired', undefined, links);
    if (moved) return { payment: moved, expiredNow: true };
  }
  return { payment: withLinks(resource, links), expiredNow: false };
}

/**
 * Moves a payment to a new status if Mollie's transitions allow it. Guarded in the database, so
 * two clicks at once cannot both succeed. Null when the move is not allowed (or no such payment).
 */
export async function moveSandboxPayment(
  db: Database,
  id: string,
  status: MolliePaymentStatus,
  method: string | undefined,
  links: SandboxLinks,
): Promise<MolliePayment | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(mollieSandboxPayments).where(eq(mollieSandboxPayments.id, id)).for('update');
    if (!isPayment(row)) return null;
    const current = row.resource as unknown as MolliePayment;
    if (!canMoveTo(current.status, status)) return null;
    const field = timestampField[status];
    const next: MolliePayment = {
      ...current,
      status,
      method: current.method ?? method ?? null,
      ...(field ? { [field]: new Date().toISOString() } : {}),
      // Like Mollie: a paid payment says what has been refunded and what can still be.
      ...(status === 'paid'
        ? { amountRefunded: mollieAmount(0, current.amount.currency), amountRemaining: current.amount }
        : {}),
    };
    if (status !== 'open' && status !== 'pending') delete next.expiresAt;
    await tx
      .update(mollieSandboxPayments)
      .set({ resource: next as never })
      .where(eq(mollieSandboxPayments.id, id));
    return withLinks(next, links);
  });
}

/** PATCH: the fields Mollie lets a merchant change on a payment that is not final yet. */
export async function updateSandboxPayment(
  db: Database,
  id: string,
  change: UpdateMolliePayment,
  links: SandboxLinks,
): Promise<MolliePayment | 'final' | null> {
  const [row] = await db.select().from(mollieSandboxPayments).where(eq(mollieSandboxPayments.id, id));
  if (!isPayment(row)) return null;
  const current = row.resource as unknown as MolliePayment;
  if (current.status !== 'open' && current.status !== 'pending') return 'final';
  const next = { ...current, ...change };
  await db
    .update(mollieSandboxPayments)
    .set({ resource: sql`${mollieSandboxPayments.resource} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(mollieSandboxPayments.id, id));
  return withLinks(next, links);
}
