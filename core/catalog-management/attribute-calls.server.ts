import { z } from 'zod';
import { recordId } from '../api/record-id';
import { defineCall } from '../api/define-call';
import { formVersion as version, versionOfExisting } from './master-data-version';
import { attributeTypes, duplicateName, swatchUrlPattern } from './attribute-property-rules';
import { deleteAttribute, listStaffAttributes, moveAttribute, saveAttribute } from './attributes.server';

/**
 * The catalogue's attributes and their values (issue 37, role `catalogue`; admin passes): the list
 * with how many variations use each value, saving one with its values, its place, deleting it.
 */
const access = { staff: ['catalogue'] } as const;
const name = z.string().trim().min(1, 'staff.attributes.nameRequired').max(100, 'staff.errors.tooLong');
const names = z.object({ de: name, en: name }).strict();

/** getStaffAttributes {}: every attribute in its order with its values and their use. */
export const getStaffAttributes = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => ({ attributes: await listStaffAttributes(ctx.services.db) }),
});

const value = z
  .object({
    id: recordId.optional(),
    names,
    // A swatch of the shop's own pictures (type "image"); empty for none.
    imageUrl: z
      .string()
      .trim()
      .max(300, 'staff.errors.tooLong')
      .regex(swatchUrlPattern, 'staff.attributes.imageUrlInvalid')
      .default(''),
  })
  .strict();

/**
 * doSaveAttribute {attribute: {id?, version?, names, type, values: [{id?, names, imageUrl?}]}}:
 * creates or changes an attribute (an existing one with the version it was read at: 409 when it
 * has another now); its values in the order given, a value left out removed (409 while variations
 * use it); a name another attribute has in that language is refused (409). Answers the saved
 * attribute's id and the list.
 */
export const doSaveAttribute = defineCall({
  kind: 'write',
  access,
  input: z
    .object({
      attribute: z
        .object({
          id: recordId.optional(),
          version: version.optional(),
          names,
          type: z.enum(attributeTypes),
          values: z
            .array(value)
            .max(200)
            .superRefine((values, check) => {
              const twice = duplicateName(values.map((entry) => entry.names));
              if (twice) {
                check.addIssue({
                  code: 'custom',
                  path: [twice.index, 'names', twice.lang],
                  message: 'staff.attributes.valueNameTwice',
                });
              }
            }),
        })
        .strict()
        .superRefine(versionOfExisting('staff.attributes.versionRequired')),
    })
    .strict(),
  async handler(ctx, { attribute }) {
    const saved = await saveAttribute(ctx.services.db, attribute, ctx.locale);
    // This process at once; the others hear the save's NOTIFY (content-change channel).
    ctx.services.contentChanges.notify();
    return { ...saved, attributes: await listStaffAttributes(ctx.services.db) };
  },
});

/** doMoveAttribute {attributeId, version, direction}: one place up or down (409 when saved since). */
export const doMoveAttribute = defineCall({
  kind: 'write',
  access,
  input: z.object({ attributeId: recordId, version, direction: z.enum(['up', 'down']) }).strict(),
  async handler(ctx, input) {
    const moved = await moveAttribute(ctx.services.db, input);
    ctx.services.contentChanges.notify();
    return moved;
  },
});

/** doDeleteAttribute {attributeId, version}: deletes it with its values; 409 while variations use one, or when saved since. */
export const doDeleteAttribute = defineCall({
  kind: 'write',
  access,
  input: z.object({ attributeId: recordId, version }).strict(),
  async handler(ctx, input) {
    const deleted = await deleteAttribute(ctx.services.db, input.attributeId, input.version);
    ctx.services.contentChanges.notify();
    return deleted;
  },
});
