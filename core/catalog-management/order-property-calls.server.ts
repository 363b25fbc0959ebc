import { z } from 'zod';
import { recordId } from '../api/record-id';
import { defineCall } from '../api/define-call';
import { formVersion as version, versionOfExisting } from './master-data-version';
import {
  deleteOrderProperty,
  listStaffOrderProperties,
  moveOrderProperty,
  saveOrderProperty,
} from './order-properties.server';
import {
  duplicateName,
  maxSurchargeCents,
  orderPropertyValueTypes,
  orderPropertyVatRates,
} from './attribute-property-rules';

/**
 * The order properties (issue 37, role `catalogue`; admin passes): the list with how many items
 * offer each, saving one (names, type, surcharge and its VAT, selection values), its place,
 * deleting one. A change to an existing one names the version its form was read at (409 when it
 * has another now).
 */
const access = { staff: ['catalogue'] } as const;
const name = z.string().trim().min(1, 'staff.orderProperties.nameRequired').max(100, 'staff.errors.tooLong');
const texts = z.object({ name, description: z.string().trim().max(500, 'staff.errors.tooLong').default('') }).strict();
const valueName = z.string().trim().min(1, 'staff.orderProperties.valueNameRequired').max(100, 'staff.errors.tooLong');

/** getStaffOrderProperties {}: every order property in its order, with how many items offer it. */
export const getStaffOrderProperties = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => ({ orderProperties: await listStaffOrderProperties(ctx.services.db) }),
});

/**
 * doSaveOrderProperty {orderProperty: {id?, version?, names: {de, en: {name, description}},
 * valueType, isRequired, isMultiline, isPreSelected, surchargeCents, vatRate, selectionValues:
 * [{id?, names}]}}: creates or changes one (an existing one with its version); a selection value
 * sent with its id keeps it; a name another order property has in that language is refused (409).
 */
export const doSaveOrderProperty = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      orderProperty: z
        .object({
          id: recordId.optional(),
          version: version.optional(),
          names: z.object({ de: texts, en: texts }).strict(),
          valueType: z.enum(orderPropertyValueTypes),
          isRequired: z.boolean(),
          isMultiline: z.boolean().default(false),
          isPreSelected: z.boolean().default(false),
          surchargeCents: z
            .number()
            .int('staff.orderProperties.surchargeInvalid')
            .min(0, 'staff.orderProperties.surchargeInvalid')
            .max(maxSurchargeCents, 'staff.errors.amountTooHigh'),
          vatRate: z
            .number()
            .int()
            .min(0)
            .max(10_000)
            .refine(
              (rate) => (orderPropertyVatRates as readonly number[]).includes(rate),
              'staff.orderProperties.vatRateInvalid',
            )
            .nullable(),
          selectionValues: z
            .array(z.object({ id: recordId.optional(), names: z.object({ de: valueName, en: valueName }).strict() }))
            .max(100)
            .default([])
            .superRefine((values, check) => {
              const twice = duplicateName(values.map((entry) => entry.names));
              if (twice) {
                check.addIssue({
                  code: 'custom',
                  path: [twice.index, 'names', twice.lang],
                  message: 'staff.orderProperties.valueNameTwice',
                });
              }
            }),
        })
        .strict()
        .superRefine(versionOfExisting('staff.orderProperties.versionRequired')),
    })
    .strict(),
  async handler(ctx, { orderProperty }) {
    const saved = await saveOrderProperty(ctx.services.db, orderProperty);
    // This process at once; the others hear the save's NOTIFY (content-change channel).
    ctx.services.contentChanges.notify();
    return { ...saved, orderProperties: await listStaffOrderProperties(ctx.services.db) };
  },
});

/** doMoveOrderProperty {orderPropertyId, version, direction}: one place up or down (409 when saved since). */
export const doMoveOrderProperty = defineCall({
  kind: 'write',
  access,
  input: z.object({ orderPropertyId: recordId, version, direction: z.enum(['up', 'down']) }).strict(),
  async handler(ctx, input) {
    const moved = await moveOrderProperty(ctx.services.db, input);
    ctx.services.contentChanges.notify();
    return moved;
  },
});

/** doDeleteOrderProperty {orderPropertyId, version}: deletes one no item offers; 409 naming how many do, or when saved since. */
export const doDeleteOrderProperty = defineCall({
  kind: 'write',
  access,
  input: z.object({ orderPropertyId: recordId, version }).strict(),
  async handler(ctx, input) {
    const deleted = await deleteOrderProperty(ctx.services.db, input.orderPropertyId, input.version);
    ctx.services.contentChanges.notify();
    return deleted;
  },
});
