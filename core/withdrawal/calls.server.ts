import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ApiError } from '../api/errors';
import type { CallContext } from '../api/context';
import { emailKey } from '../mail/email-key';
import { postalLines } from '../customers/postal-lines';
import { orderTypes } from '../order-status';
import {
  orderKnownHere,
  orderNamedInDeclaration,
  orderNotFound,
  orderToView,
  type OrderRow,
} from '../orders/order-access.server';
import { botCheckProof } from '../security/bot-check-proof';
import { requireHuman } from '../security/bot-check.server';
import { enforceRateLimits } from '../security/rate-limits.server';
import { requireNamedItems, withdrawalFields } from './withdrawal-form';
import { declarationMoment, withdrawalNoticeMail, withdrawalReceiptMail } from './withdrawal-mails';
import { recordWithdrawal, withdrawableLines, withdrawalDeclarationByKey } from './withdrawals.server';
import { maxColumnInteger } from '../api/column-limits';

const orderProof = {
  /** The order's key from the link of its confirmation mail; a logged-in owner needs none. */
  accessKey: z.string().max(200).optional(),
};

/**
 * The order this visitor has shown to be theirs, by the one order-access module: placed or proven
 * (soft login) in this session, or owned by the customer logged in; a key given along must fit.
 * The key alone proves nothing. Null for anyone else, and for numbers no order can have.
 */
async function provenOrder(ctx: CallContext, orderId: number, accessKey?: string): Promise<OrderRow | null> {
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > maxColumnInteger) return null;
  const order = await orderKnownHere(ctx, orderId, accessKey || undefined);
  return order?.typeId === orderTypes.sales ? order : null;
}

/**
 * getWithdrawalOrder {orderId, accessKey?, name? | postcode?}: what the withdrawal form may fill in
 * for an order the visitor may see (order-access `orderToView`, like the confirmation page): number,
 * date, name, address and the lines still to be withdrawn from. The owner without a key; with the
 * mail's key the session that placed or proved it, anyone else after the soft login (last name or
 * postal code, counted against its limit). The key alone answers 403 `additionalAuthenticationRequired`
 * with nothing of the order; a wrong key, a missing order or someone else's is 404.
 */
export const getWithdrawalOrder = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z
    .object({
      orderId: z.number().int().positive().max(maxColumnInteger),
      accessKey: z.string().min(1).max(200).optional(),
      name: z.string().max(200).optional(),
      postcode: z.string().max(20).optional(),
    })
    .strict(),
  async handler(ctx, input) {
    const order = await orderToView(ctx, input);
    if (order.typeId !== orderTypes.sales) throw orderNotFound();
    const address = order.billingAddress;
    return {
      orderNumber: String(order.id),
      orderedOn: order.createdAt.toISOString().slice(0, 10),
      email: order.email,
      name: [address.firstName, address.lastName].filter(Boolean).join(' ') || address.companyName,
      address: postalLines(address)
        .slice(address.companyName ? 1 : 0)
        .join('\n'),
      lines: await withdrawableLines(ctx.services.db, order),
    };
  },
});

/**
 * doDeclareWithdrawal: the "Widerruf bestätigen" step of the electronic withdrawal function
 * (§ 356a BGB, issue 20). No login needed. The declaration is recorded at once (a double
 * submission with the same key records one), the receipt goes out by e-mail with its date and
 * time, staff get a notice. Only for an order the visitor has shown to be theirs (placed or
 * proven in this session, or their own: `provenOrder`) does the declaration file a return by
 * itself; anyone else (the mail's key alone, an order number with its e-mail address) has the
 * declaration recorded for the shop to check and confirm (`checkedByShop`). The answer is the same
 * whether or not the order number and e-mail address fit an order: it tells a stranger nothing
 * about other people's orders.
 */
export const doDeclareWithdrawal = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      ...withdrawalFields,
      ...orderProof,
      idempotencyKey: z.string().regex(/^[\w-]{16,100}$/),
      botCheck: botCheckProof,
    })
    .strict()
    .superRefine(requireNamedItems),
  async handler(ctx, input) {
    const { db, config, mailer } = ctx.services;
    const { accessKey, idempotencyKey, botCheck, ...form } = input;
    const proven = await provenOrder(ctx, Number(form.orderNumber), accessKey);
    const order = proven ?? (await orderNamedInDeclaration(ctx, form));
    // A repeated submission (the same key) is answered with the declaration already recorded,
    // only to the same address: the key of someone else's declaration shows nothing of it.
    const earlier = await withdrawalDeclarationByKey(db, idempotencyKey);
    if (earlier && emailKey(earlier.email) !== emailKey(form.email)) {
      throw new ApiError({
        status: 409,
        key: 'order.idempotencyKeyUsed',
        message: 'This key belongs to another declaration.',
      });
    }
    if (!earlier) {
      await enforceRateLimits(
        db,
        [
          { bucket: 'withdrawal.client', key: ctx.hints.clientIp, limit: 20, windowMinutes: 60 },
          { bucket: 'withdrawal.email', key: emailKey(form.email), limit: 10, windowMinutes: 60 },
        ],
        { key: 'withdrawal.tooManyDeclarations', message: 'Too many withdrawal declarations.' },
      );
      await requireHuman(ctx, botCheck, `withdrawal:${idempotencyKey}`);
    }
    const recorded = await recordWithdrawal(db, { ...form, idempotencyKey, locale: ctx.locale }, order, {
      proven: proven !== null,
    });
    const checkedByShop = proven === null;
    if (recorded.isNew) {
      // The receipt is what the law asks for: it is written to the outbox with the declaration
      // (nothing lost if the mail server is down), never held back by the mail limits.
      await mailer.send(withdrawalReceiptMail(recorded.declaration, recorded.lines, { checkedByShop }));
      await mailer.send(
        withdrawalNoticeMail(config.SHOP_CONTACT_EMAIL, recorded.declaration, recorded.lines, { checkedByShop }),
      );
    }
    const { declaration } = recorded;
    // Lines only for a visitor who has shown the order is theirs.
    const showsLines = proven !== null;
    return {
      declarationId: declaration.id,
      declaredAt: declaration.declaredAt.toISOString(),
      declaredAtText: declarationMoment(declaration.declaredAt, ctx.locale),
      name: declaration.name,
      email: declaration.email,
      address: declaration.address,
      orderNumber: declaration.orderNumber,
      orderedOn: declaration.orderedOn,
      receivedOn: declaration.receivedOn,
      scope: declaration.scope,
      itemsDescription: declaration.itemsDescription,
      lines: showsLines ? recorded.lines : [],
      /** Not proven: the shop checks the declaration against its orders and confirms it. */
      checkedByShop,
    };
  },
});
