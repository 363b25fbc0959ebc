import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { cachedCountries } from './shipping.server';

/** getCountries (spec §3 Country): id, name, isoCode2 and states of the countries the shop lists. */
export const getCountries = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  handler: (ctx) => cachedCountries(ctx),
});
