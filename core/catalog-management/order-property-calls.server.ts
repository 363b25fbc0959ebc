import { z } from 'zod';
import { recordId } from '../api/record-id';
import { defineCall } from '../api/define-call';
import { deleteOrderProperty, listStaffOrderProperties, saveOrderProperty } from './order-properties.server';
import {
  duplicateName,
  maxSurchargeCents,
  orderPropertyValueTypes,
  orderPropertyVatRates,
} from './attribute-property-rules';

/**
 * The order properties (issue 37, role `catalogue`; admin passes): the list with how many items
 * offer each, saving one (names, type, surcharge and its VAT, selection values), deleting one.
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
 * doSaveOrderProperty {orderProperty: {id?, names: {de, en: {name, description}}, valueType,
 * isRequired, isMultiline, isPreSelected, surchargeCents, vatRate, selectionValues: [{id?, names}]}}:
 * creates or changes one; a selection value sent with its id keeps it.
 */
export const doSaveOrderProperty = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      orderProperty: z
        .object({
          id: recordId.optional(),
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
        .strict(),
    })
    .strict(),
  async handler(ctx, { orderProperty }) {
    const saved = await saveOrderProperty(ctx.services.db, orderProperty);
    // This process at once; the others hear the save's NOTIFY (content-change channel).
    ctx.services.contentChanges.notify();
    return { ...saved, orderProperties: await listStaffOrderProperties(ctx.services.db) };
  },
});

/** doDeleteOrderProperty {orderPropertyId}: deletes one no item offers; 409 naming how many do. */
export const doDeleteOrderProperty = defineCall({
  kind: 'write',
  access,
  input: z.object({ orderPropertyId: recordId }).strict(),
  async handler(ctx, input) {
    const deleted = await deleteOrderProperty(ctx.services.db, input.orderPropertyId);
    ctx.services.contentChanges.notify();
    return deleted;
  },
});
