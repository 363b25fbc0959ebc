import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { ensureSessionCart } from './session-cart.server';
import { storeOrderPropertyFile } from '../uploads/order-property-files.server';

/**
 * doUploadOrderPropertyFile (the peer's name): keeps a file for an order property of the session's
 * cart and answers the value to send with doAddCartItem. Over HTTP it is a multipart POST with the
 * field `file` (the transport turns it into this input); pages call it in-process.
 */
export const doUploadOrderPropertyFile = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      fileName: z.string().max(1000),
      bytes: z.instanceof(Uint8Array),
    })
    .strict(),
  async handler(ctx, input) {
    const cartId = await ensureSessionCart(ctx);
    return storeOrderPropertyFile(
      { db: ctx.services.db, dataDir: ctx.services.config.dataDir },
      cartId,
      input,
      ctx.hints.clientIp,
    );
  },
});
