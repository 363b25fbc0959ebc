/**
 * The order numbers a transfer's reference names (issue 36). An order number is the order's id, a
 * plain number. A reference names
 * 1. every number after a word for an order ("Bestellung 1234", "Best.-Nr. 1234", "Bestellnr.: 1234",
 *    "Auftrag 1234", "Order #1234"), known or not, and
 * 2. every known order's number standing alone ("Spiegel 1234 danke", "Nr. 1234", the 1235 of
 *    "Bestellungen 1234 und 1235") of 3 to 10 digits: never a part of an IBAN, a date, an amount,
 *    a year after a month, or digits glued to letters (end-to-end ids, "RF18…").
 * Precision before recall: a second known number makes the reference ambiguous, for staff to decide.
 */

export type ReferenceNumbers = {
  /** Distinct order numbers, without leading zeros. */
  numbers: string[];
  /** True when a word for an order names one of them, false for numbers standing alone only. */
  named: boolean;
};

const ORDER_WORD = String.raw`(?:bestell(?:ung(?:en|s)?)?(?:\s*-?\s*(?:nummer|nr\.?))?|best\.?\s*-?\s*nr\.?|auftrag(?:s)?(?:\s*-?\s*(?:nummer|nr\.?))?|order(?:\s*(?:number|no\.?|nr\.?))?)`;

/** A word for an order, then perhaps "Nr."/"No."/":"/"#", then the number (not a date or an amount). */
const NAMED = new RegExp(
  String.raw`(?<![\p{L}])${ORDER_WORD}\s*(?:(?:nr|no)\.?\s*)?[:#.\-]?\s*#?\s*0*(\d{1,10})(?!\d|[.,]\d)`,
  'giu',
);

/** What is no order number even when it looks like one, removed before looking for numbers standing alone. */
const NOT_ORDER_NUMBERS = [
  // IBANs, with or without their groups of four
  /\b[a-z]{2}\d{2}(?:\s?[a-z0-9]{4}){2,7}(?:\s?[a-z0-9]{1,4})?\b/giu,
  // dates: 02.03.2026, 2.3., 2026-03-02, 02/03/2026
  /\b\d{1,4}[./-]\d{1,2}[./-](?:\d{2,4})?/gu,
  // amounts and grouped numbers: 1.234,50 / 49,90 / 1,234.50
  /\d+(?:[.,]\d+)+/gu,
  // a year after a month: "März 2026", "Jan. 2026"
  /\b(?:jan(?:uar|uary)?|feb(?:ruar|ruary)?|m(?:ä|ae)rz|mar(?:ch)?|apr(?:il)?|mai|may|jun[ie]?|jul[iy]?|aug(?:ust)?|sep(?:t(?:ember)?)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?)\.?\s*\d{4}\b/giu,
];

const STANDING_ALONE = /(?<![\p{L}\p{N}_+/-])0*(\d{3,10})(?![\p{L}\p{N}_])/gu;

const MAX_REFERENCE_LENGTH = 2000;

const distinct = (values: Iterable<string>) => [...new Set(values)];

/**
 * The order numbers `reference` names; `isKnown` says whether an order number exists (numbers standing
 * alone count only then). The end-to-end id, if given, is read for words for an order only.
 */
export function orderNumbersIn(
  reference: string,
  isKnown: (orderNumber: string) => boolean,
  endToEndId?: string | null,
): ReferenceNumbers {
  // A reference is at most a few lines of 140 characters, an end-to-end id 35.
  const text = reference.replace(/\s+/g, ' ').slice(0, MAX_REFERENCE_LENGTH);
  const named = distinct(
    [text, (endToEndId ?? '').slice(0, 35)].flatMap((text) => [...text.matchAll(NAMED)].map((match) => match[1]!)),
  );
  const cleaned = NOT_ORDER_NUMBERS.reduce((cleaning, pattern) => cleaning.replace(pattern, ' '), text);
  const alone = distinct([...cleaned.matchAll(STANDING_ALONE)].map((match) => match[1]!)).filter(isKnown);
  return { numbers: distinct([...named, ...alone]), named: named.length > 0 };
}
