import { z } from 'zod';

/**
 * The shopper's DHL preferred delivery wishes (spec §5, issue 22): a day, and either a drop-off
 * place at the address or a neighbour (name and address), each at most 100 characters. DHL prints
 * them on the label, so characters that break its fields are refused, and a place or neighbour
 * that is really a Packstation or post office belongs in the parcel-station finder instead.
 * Messages are translation keys.
 */
export const preferredDeliveryFieldMaxLength = 100;

/** Characters DHL's label fields refuse (Netresearch's validator for the DHL Paket module). */
const forbiddenCharacters = /[<>\\'";+\r\n]/;
/** Words that mean delivery to a station or branch, not to the address (case-insensitive). */
const stationWords =
  /paketbox|packstation|postfach|postfiliale|filiale|paketkasten|dhlpaketstation|parcelshop|pakcstation|paackstation|pakstation|backstation|bakstation|wunschfiliale|deutsche post/i;

const wishText = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(preferredDeliveryFieldMaxLength, 'errorMessages.tooLong')
    .refine((value) => !forbiddenCharacters.test(value), 'errorMessages.delivery.forbiddenCharacters')
    .refine((value) => !stationWords.test(value), 'errorMessages.delivery.useParcelStation');

export const preferredDeliveryInput = z
  .object({
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'errorMessages.delivery.dayNotOffered')
      .optional(),
    dropOffPlace: wishText('errorMessages.delivery.dropOffPlaceRequired').optional(),
    neighbour: z
      .object({
        name: wishText('errorMessages.delivery.neighbourNameRequired'),
        address: wishText('errorMessages.delivery.neighbourAddressRequired'),
      })
      .strict()
      .optional(),
  })
  .strict()
  // DHL delivers to one of them: the place at the address or the neighbour, not both.
  .refine((wishes) => !(wishes.dropOffPlace && wishes.neighbour), {
    message: 'errorMessages.delivery.placeOrNeighbour',
    path: ['neighbour'],
  });
