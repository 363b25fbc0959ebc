import { describe, expect, it } from 'vitest';
import { preferredDeliveryInput } from './preferred-delivery-form';

const problems = (input: unknown) =>
  preferredDeliveryInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('preferred delivery wishes', () => {
  it('takes a day with a drop-off place, or a neighbour, or nothing at all', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ day: '2026-11-27', dropOffPlace: ' Garage ' })).toEqual([]);
    expect(preferredDeliveryInput.parse({ dropOffPlace: ' Garage ' }).dropOffPlace).toBe('Garage');
    expect(problems({ neighbour: { name: 'Erika Muster', address: 'Spiegelgasse 9' } })).toEqual([]);
  });

  it('refuses a place and a neighbour together, and a neighbour without name or address', () => {
    expect(problems({ dropOffPlace: 'Garage', neighbour: { name: 'Erika', address: 'Nr. 9' } })).toEqual([
      ['neighbour', 'errorMessages.delivery.placeOrNeighbour'],
    ]);
    expect(problems({ neighbour: { name: ' ', address: 'Nr. 9' } })).toEqual([
      ['neighbour.name', 'errorMessages.delivery.neighbourNameRequired'],
    ]);
    expect(problems({ neighbour: { name: 'Erika' } })).toHaveLength(1);
    expect(problems({ dropOffPlace: '' })).toEqual([['dropOffPlace', 'errorMessages.delivery.dropOffPlaceRequired']]);
  });

  it('keeps each field to 100 characters and to what a DHL label can print', () => {
    expect(problems({ dropOffPlace: 'x'.repeat(100) })).toEqual([]);
    expect(problems({ dropOffPlace: 'x'.repeat(101) })).toEqual([['dropOffPlace', 'errorMessages.tooLong']]);
    expect(problems({ neighbour: { name: 'Erika', address: 'y'.repeat(101) } })).toEqual([
      ['neighbour.address', 'errorMessages.tooLong'],
    ]);
    for (const bad of ['<b>Garage</b>', 'Garage; Tor', 'Garage\nhinten', 'O"Brien']) {
      expect(problems({ dropOffPlace: bad })).toEqual([['dropOffPlace', 'errorMessages.delivery.forbiddenCharacters']]);
    }
  });

  it('sends a Packstation or post office to the parcel-station finder', () => {
    expect(problems({ dropOffPlace: 'Packstation 229' })).toEqual([
      ['dropOffPlace', 'errorMessages.delivery.useParcelStation'],
    ]);
    expect(problems({ neighbour: { name: 'Deutsche Post', address: 'Hauptstr. 1' } })).toEqual([
      ['neighbour.name', 'errorMessages.delivery.useParcelStation'],
    ]);
  });

  it('refuses a day that is not a date and fields it does not know', () => {
    expect(problems({ day: 'morgen' })).toEqual([['day', 'errorMessages.delivery.dayNotOffered']]);
    expect(problems({ day: '2026-11-27', time: '18-20' })).toHaveLength(1);
  });
});
