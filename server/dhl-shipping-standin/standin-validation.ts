import { isPublicHoliday } from '../../core/delivery/public-holidays';

/**
 * The built-in DHL stand-in's checks of one shipment of `POST /orders`, for the cases a shop can
 * meet: what DHL's JSON schema (OpenAPI 2.1.14: lengths, patterns, required fields) and its backend
 * refuse, written as DHL writes validation messages: `{property, validationMessage, validationState}`.
 * The texts are the stand-in's own (in English, DHL's default language), not copies of DHL's.
 */
export interface ValidationMessage {
  property: string;
  validationMessage: string;
  validationState: 'Error' | 'Warning';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stand-in offers DHL Paket national only, as the shop's client asks for. */
const products = new Set(['V01PAK']);

function checker(prefix: string, messages: ValidationMessage[]) {
  const error = (property: string, text: string) =>
    messages.push({ property: `${prefix}${property}`, validationMessage: text, validationState: 'Error' });
  return {
    error,
    /** A text field: required or not, at most `max` characters. */
    text(object: Json, field: string, max: number, required: boolean, min = 1): string {
      const value = object[field];
      if (value === undefined || value === null || value === '') {
        if (required) error(field, `${field} is required.`);
        return '';
      }
      if (typeof value !== 'string') {
        error(field, `${field} must be a text.`);
        return '';
      }
      if (value.trim().length < min) error(field, `${field} must have at least ${min} characters.`);
      if (value.length > max) error(field, `${field} must not be longer than ${max} characters.`);
      return value;
    },
  };
}

function checkGermanPlace(object: Json, check: ReturnType<typeof checker>) {
  const postalCode = check.text(object, 'postalCode', 10, true, 3);
  if (postalCode && !/^\d{5}$/.test(postalCode)) {
    check.error('postalCode', 'The postal code of an address in Germany must have 5 digits.');
  }
  check.text(object, 'city', 40, true);
  if (object.country !== undefined && object.country !== 'DEU') {
    check.error('country', 'The product V01PAK can only be sent within Germany (DEU).');
  }
}

function checkNumberRange(object: Json, field: string, min: number, max: number, check: ReturnType<typeof checker>) {
  const value = object[field];
  if (value === undefined) check.error(field, `${field} is required.`);
  else if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    check.error(field, `${field} must be a number from ${min} to ${max}.`);
  }
}

/** Which kind of consignee DHL reads: a Packstation (lockerID), a post office (retailID) or a door. */
export function consigneeKind(consignee: Json): 'locker' | 'postOffice' | 'address' {
  if ('lockerID' in consignee) return 'locker';
  if ('retailID' in consignee) return 'postOffice';
  return 'address';
}

function checkConsignee(consignee: unknown, messages: ValidationMessage[]) {
  const check = checker('consignee.', messages);
  if (!isObject(consignee)) {
    checker('', messages).error('consignee', 'consignee is required.');
    return;
  }
  const kind = consigneeKind(consignee);
  if (kind === 'locker') {
    check.text(consignee, 'name', 50, true);
    checkNumberRange(consignee, 'lockerID', 100, 999, check);
    const postNumber = consignee.postNumber;
    if (typeof postNumber !== 'string' || !/^\d{6,10}$/.test(postNumber)) {
      check.error('postNumber', 'A Packstation needs the DHL post number of the recipient (6 to 10 digits).');
    }
  } else if (kind === 'postOffice') {
    check.text(consignee, 'name', 50, true);
    checkNumberRange(consignee, 'retailID', 401, 999, check);
    const postNumber = check.text(consignee, 'postNumber', 10, false);
    const email = check.text(consignee, 'email', 80, false, 3);
    if (postNumber && !/^\d{6,10}$/.test(postNumber)) {
      check.error('postNumber', 'The DHL post number must have 6 to 10 digits.');
    }
    if (!postNumber && !email) {
      check.error('postNumber', 'A post office needs the post number or the e-mail address of the recipient.');
    }
  } else {
    check.text(consignee, 'name1', 50, true);
    check.text(consignee, 'name2', 50, false);
    check.text(consignee, 'name3', 50, false);
    check.text(consignee, 'addressStreet', 50, true);
    check.text(consignee, 'addressHouse', 10, false);
    check.text(consignee, 'email', 80, false, 3);
    if (consignee.country === undefined) check.error('country', 'country is required.');
  }
  checkGermanPlace(consignee, check);
}

/** A calendar day in Germany (Europe/Berlin), YYYY-MM-DD. */
export function berlinDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(moment);
}

function checkServices(services: unknown, consigneeIsStation: boolean, today: string, messages: ValidationMessage[]) {
  if (services === undefined) return;
  const check = checker('services.', messages);
  if (!isObject(services)) {
    checker('', messages).error('services', 'services must be an object.');
    return;
  }
  const day = services.preferredDay;
  if (day !== undefined) {
    const valid = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day));
    if (!valid || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      check.error('preferredDay', 'The preferred day must be a date written YYYY-MM-DD.');
    } else if (day <= today) {
      check.error('preferredDay', 'The preferred day must lie in the future.');
    } else if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 || isPublicHoliday(day, undefined)) {
      check.error('preferredDay', 'The preferred day must be a working day (no Sunday or public holiday).');
    }
  }
  check.text(services, 'preferredLocation', 100, false);
  check.text(services, 'preferredNeighbour', 100, false);
  if (services.preferredLocation && services.preferredNeighbour) {
    check.error('preferredNeighbour', 'Choose either a preferred location or a preferred neighbour, not both.');
  }
  if (consigneeIsStation) {
    for (const service of ['preferredDay', 'preferredLocation', 'preferredNeighbour']) {
      if (services[service] !== undefined)
        check.error(service, `${service} cannot be booked for a Packstation or post office.`);
    }
  }
  if (services.endorsement !== undefined && services.endorsement !== 'RETURN' && services.endorsement !== 'ABANDON') {
    check.error('endorsement', 'endorsement must be RETURN or ABANDON.');
  }
}

function checkWeight(details: unknown, messages: ValidationMessage[]) {
  const check = checker('details.', messages);
  const weight = isObject(details) ? details.weight : undefined;
  if (!isObject(weight)) {
    check.error('weight', 'weight is required.');
    return;
  }
  const grams = weight.uom === 'kg' ? Number(weight.value) * 1000 : weight.uom === 'g' ? Number(weight.value) : NaN;
  if (!Number.isFinite(grams) || typeof weight.value !== 'number')
    check.error('weight', 'weight needs uom (g or kg) and a value.');
  else if (grams <= 0) check.error('weight.value', 'The weight must be more than 0.');
  else if (grams > 31_500) check.error('weight.value', 'DHL Paket takes at most 31.5 kg.');
}

/** The messages for one shipment of the request (none: it can be made). */
export function validateShipment(shipment: unknown, today: string): ValidationMessage[] {
  const messages: ValidationMessage[] = [];
  const check = checker('', messages);
  if (!isObject(shipment)) {
    check.error('shipments', 'A shipment must be an object.');
    return messages;
  }
  const product = shipment.product;
  if (typeof product !== 'string' || !products.has(product)) {
    check.error('product', 'The stand-in makes labels for DHL Paket (V01PAK) only.');
  }
  const billingNumber = shipment.billingNumber;
  if (typeof billingNumber !== 'string' || !/^\w{10}\d{2}\w{2}$/.test(billingNumber)) {
    check.error('billingNumber', 'The billing number must have 14 characters.');
  } else if (product === 'V01PAK' && billingNumber.slice(10, 12) !== '01') {
    check.error('billingNumber', 'The billing number does not belong to the product V01PAK (digits 11 and 12: 01).');
  }
  check.text(shipment, 'refNo', 35, false, 8);
  if (!isObject(shipment.shipper)) check.error('shipper', 'shipper is required.');
  else {
    const shipper = checker('shipper.', messages);
    shipper.text(shipment.shipper, 'name1', 50, true);
    shipper.text(shipment.shipper, 'addressStreet', 50, true);
    shipper.text(shipment.shipper, 'addressHouse', 10, false);
    shipper.text(shipment.shipper, 'postalCode', 10, true, 3);
    shipper.text(shipment.shipper, 'city', 40, true);
    if (shipment.shipper.country === undefined) shipper.error('country', 'country is required.');
  }
  checkConsignee(shipment.consignee, messages);
  const station = isObject(shipment.consignee) && consigneeKind(shipment.consignee) !== 'address';
  checkServices(shipment.services, station, today, messages);
  checkWeight(shipment.details, messages);
  return messages;
}
