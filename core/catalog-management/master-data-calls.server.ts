import { z } from 'zod';
import { recordId } from '../api/record-id';
import { defineCall } from '../api/define-call';
import { isCountryCode } from '../catalog/countries';
import { formVersion as version, versionOfExisting } from './master-data-version';
import { deleteManufacturer, listManufacturers, saveManufacturer } from './manufacturers.server';
import { deleteTag, listTags, saveTag } from './tags.server';

/**
 * The catalogue's master data (issue 37, role `catalogue`; admin passes): the manufacturers with
 * their GPSR information and the tags that items are picked from on the item page.
 */
const access = { staff: ['catalogue'] } as const;
const problem = (name: string) => `staff.masterData.errors.${name}`;

const text = (max: number) => z.string().trim().max(max, 'staff.errors.tooLong').default('');
const required = (max: number) => z.string().trim().max(max, 'staff.errors.tooLong').min(1, problem('required'));

/** A web address shoppers may follow: http(s) only (no javascript:, no data:). */
const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
};
const webAddress = text(500).refine((value) => value === '' || isWebAddress(value), problem('url'));
const email = text(254).refine(
  (value) => value === '' || /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(value),
  problem('email'),
);
const phone = text(40).refine((value) => /^[+0-9 ()/.-]*$/.test(value), problem('phone'));
const country = z
  .string()
  .trim()
  .max(2, problem('country'))
  .default('')
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isCountryCode(value), problem('country'));

/** Required of a responsible person, when one is given at all (else the whole of it is left empty). */
const responsibleRequired = ['name', 'street', 'postCode', 'town', 'country', 'email'] as const;

const responsiblePerson = z
  .object({
    name: text(200),
    street: text(200),
    houseNo: text(20),
    postCode: text(20),
    town: text(100),
    country,
    email,
    phoneNo: phone,
    contactUrl: webAddress,
  })
  .strict()
  .superRefine((person, check) => {
    if (Object.values(person).every((value) => value === '')) return;
    for (const field of responsibleRequired) {
      if (person[field] === '')
        check.addIssue({ code: 'custom', path: [field], message: problem('responsibleRequired') });
    }
  })
  .transform((person) => (Object.values(person).every((value) => value === '') ? null : person))
  .nullable()
  .default(null);

const manufacturer = z
  .object({
    id: recordId.optional(),
    version: version.optional(),
    name: required(200),
    externalName: text(200),
    legalName: text(200),
    logoUrl: webAddress,
    url: webAddress,
    contactUrl: webAddress,
    street: text(200),
    houseNo: text(20),
    postcode: text(20),
    town: text(100),
    country,
    email,
    phoneNumber: phone,
    faxNumber: phone,
    responsiblePerson,
  })
  .strict()
  .superRefine(versionOfExisting(problem('version')));

/** getStaffManufacturers {}: every manufacturer with all its fields and how many items name it. */
export const getStaffManufacturers = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => ({ manufacturers: await listManufacturers(ctx.services.db) }),
});

/** doSaveManufacturer {manufacturer}: a new one without id, else the whole of the one with it (and its version). */
export const doSaveManufacturer = defineCall({
  kind: 'write',
  access,
  input: z.object({ manufacturer }).strict(),
  async handler(ctx, input) {
    const saved = await saveManufacturer(ctx.services.db, input.manufacturer);
    // This process at once; the others hear the save's NOTIFY (content-change channel).
    ctx.services.contentChanges.notify();
    return { manufacturer: saved };
  },
});

/** doDeleteManufacturer {manufacturerId, version}: 409 while items name it, or when saved since. */
export const doDeleteManufacturer = defineCall({
  kind: 'write',
  access,
  input: z.object({ manufacturerId: recordId, version }).strict(),
  async handler(ctx, input) {
    await deleteManufacturer(ctx.services.db, input.manufacturerId, input.version);
    ctx.services.contentChanges.notify();
    return { deleted: input.manufacturerId };
  },
});

const slug = z
  .string()
  .trim()
  .min(1, problem('required'))
  .max(100, 'staff.errors.tooLong')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'staff.catalogue.slugInvalid');
const tagName = required(100);

const tag = z
  .object({
    id: recordId.optional(),
    version: version.optional(),
    names: z.object({ de: tagName, en: tagName }).strict(),
    slugs: z.object({ de: slug, en: slug }).strict(),
    color: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.string().regex(/^#[0-9a-f]{6}$/, problem('color'))),
  })
  .strict()
  .superRefine(versionOfExisting(problem('version')));

/** getStaffTags {}: every tag (names and slugs in both languages, colour) and how many items carry it. */
export const getStaffTags = defineCall({
  kind: 'read',
  access,
  input: z.object({}).strict(),
  handler: async (ctx) => ({ tags: await listTags(ctx.services.db, ctx.locale) }),
});

/**
 * doSaveTag {tag}: a new tag without id, else the one with it (and its version); a slug taken in
 * its language is a 409. A changed slug's old address redirects to the new one.
 */
export const doSaveTag = defineCall({
  kind: 'write',
  access,
  input: z.object({ tag }).strict(),
  async handler(ctx, input) {
    const saved = await saveTag(ctx.services.db, input.tag);
    ctx.services.contentChanges.notify();
    return { tag: saved };
  },
});

/** doDeleteTag {tagId, version}: the tag, taken off every item that carried it; 409 when saved since. */
export const doDeleteTag = defineCall({
  kind: 'write',
  access,
  input: z.object({ tagId: recordId, version }).strict(),
  async handler(ctx, input) {
    const deleted = await deleteTag(ctx.services.db, input.tagId, input.version);
    ctx.services.contentChanges.notify();
    return { deleted: input.tagId, ...deleted };
  },
});
