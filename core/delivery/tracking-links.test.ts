import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking-links';

describe('tracking links', () => {
  it('lead to the carrier’s page for the parcel, in the customer’s language', () => {
    expect(trackingLink('dhl', '00340434161094042557', 'de')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
    expect(trackingLink('dhl', '00340434161094042557', 'en')).toContain('/en/');
    expect(trackingLink('dpd', '0123', 'en')).toBe('https://tracking.dpd.de/status/en_US/parcel/0123');
  });

  it('keep a typed number from changing the link', () => {
    expect(trackingLink('ups', '1Z 99&x=1', 'de')).toBe('https://www.ups.com/track?loc=de_DE&tracknum=1Z%2099%26x%3D1');
  });

  it('are missing for a carrier the shop has no page for', () => {
    expect(trackingLink('other', '123', 'de')).toBeNull();
  });
});
