/**
 * DHL's answers of the Parcel DE Shipping API v2 read into the shop's terms: a label, or a refusal
 * whose key has a translation (`storefrontError.<key>`), with DHL's own validation messages kept
 * for the staff member who must fix the address. Shapes from DHL's OpenAPI description 2.1.14
 * (`LabelDataResponse {status, items[] {shipmentNo, sstatus, label {b64, fileFormat}, validationMessages[]
 * {property, validationMessage, validationState}}}`; 401/429/500 are a bare `RequestStatus {title,
 * statusCode | status, detail}`), and the answers recorded in ./recorded/orders-*.json.
 */

/** Why DHL made no label (or could not cancel one); each has `storefrontError.<key>` in de.json and en.json. */
export const dhlRefusalKeys = [
  'dhl.addressInvalid',
  'dhl.postNumberInvalid',
  'dhl.preferredDayInvalid',
  'dhl.servicesInvalid',
  'dhl.weightInvalid',
  'dhl.shipperInvalid',
  'dhl.contractInvalid',
  'dhl.shipmentInvalid',
  'dhl.shipmentNotFound',
  'dhl.unauthorized',
  'dhl.unavailable',
  'dhl.notConfigured',
  'dhl.countryNotSupported',
] as const;
export type DhlRefusalKey = (typeof dhlRefusalKeys)[number];

/** One of DHL's validation messages, as DHL wrote it (English unless asked otherwise). */
export interface DhlValidationMessage {
  property: string;
  message: string;
  state: string;
}

export interface DhlLabel {
  ok: true;
  /** DHL's shipment number: the tracking number. */
  shipmentNumber: string;
  labelPdf: Uint8Array;
  trackingUrl: string;
  /** DHL's warnings (a label was made all the same, e.g. an address it could not encode). */
  warnings: DhlValidationMessage[];
}

export interface DhlRefusal {
  ok: false;
  key: DhlRefusalKey;
  /** DHL's HTTP status (0: DHL did not answer). */
  status: number;
  messages: DhlValidationMessage[];
}

export type DhlLabelResult = DhlLabel | DhlRefusal;
export type DhlCancelResult = { ok: true; shipmentNumber: string } | DhlRefusal;

interface DhlStatus {
  title?: string;
  statusCode?: number;
  status?: number;
  detail?: string;
}

interface DhlItem {
  shipmentNo?: string | number;
  sstatus?: DhlStatus;
  label?: { b64?: string; url?: string; fileFormat?: string };
  validationMessages?: Array<{ property?: string; validationMessage?: string; validationState?: string }>;
}

export interface DhlAnswer {
  status?: DhlStatus;
  items?: DhlItem[];
}

export function refusal(key: DhlRefusalKey, status: number, messages: DhlValidationMessage[] = []): DhlRefusal {
  return { ok: false, key, status, messages };
}

/** DHL's tracking page for a shipment number, in the customer's language. */
export function dhlTrackingUrl(shipmentNumber: string, locale: 'de' | 'en' = 'de'): string {
  return `https://www.dhl.de/${locale}/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(shipmentNumber)}`;
}

const statusCodeOf = (status: DhlStatus | undefined) => status?.statusCode ?? status?.status ?? 0;

function messagesOf(item: DhlItem | undefined): DhlValidationMessage[] {
  return (item?.validationMessages ?? []).map((entry) => ({
    property: entry.property ?? '',
    message: entry.validationMessage ?? '',
    state: entry.validationState ?? '',
  }));
}

/** The refusal a validation message stands for, by the field DHL names (or, without one, its text). */
function keyOfMessage(message: DhlValidationMessage): DhlRefusalKey {
  const about = `${message.property} ${message.property ? '' : message.message}`.toLowerCase();
  if (/postnumber|postnummer/.test(about)) return 'dhl.postNumberInvalid';
  if (/preferredday|wunschtag/.test(about)) return 'dhl.preferredDayInvalid';
  if (/preferredlocation|preferredneighbour|services/.test(about)) return 'dhl.servicesInvalid';
  if (/weight|gewicht/.test(about)) return 'dhl.weightInvalid';
  if (/shipper/.test(about)) return 'dhl.shipperInvalid';
  if (/billingnumber|product|profile|abrechnungsnummer/.test(about)) return 'dhl.contractInvalid';
  if (/consignee|postalcode|city|street|address|locker|retail|country|empfänger|postleitzahl/.test(about)) {
    return 'dhl.addressInvalid';
  }
  return 'dhl.shipmentInvalid';
}

/** The most specific refusal among DHL's errors (an error before a warning). */
function keyOfMessages(messages: DhlValidationMessage[]): DhlRefusalKey {
  const errors = messages.filter((message) => !/^warning$/i.test(message.state));
  const keys = (errors.length > 0 ? errors : messages).map(keyOfMessage);
  return keys.find((key) => key !== 'dhl.shipmentInvalid') ?? 'dhl.shipmentInvalid';
}

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  // A PDF starts with "%PDF-".
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? new Uint8Array(bytes) : null;
}

/** The answer to `POST /orders` (one shipment) as a label or a refusal. */
export function labelResultOfDhlAnswer(httpStatus: number, body: unknown, locale: 'de' | 'en' = 'de'): DhlLabelResult {
  if (httpStatus === 401 || httpStatus === 403) return refusal('dhl.unauthorized', httpStatus);
  if (httpStatus === 429 || httpStatus >= 500) return refusal('dhl.unavailable', httpStatus);
  const answer = (body && typeof body === 'object' ? body : {}) as DhlAnswer;
  const item = Array.isArray(answer.items) ? answer.items[0] : undefined;
  const messages = messagesOf(item);
  const itemStatus = statusCodeOf(item?.sstatus) || httpStatus;
  if (httpStatus === 200 && itemStatus === 200 && item?.shipmentNo !== undefined) {
    const shipmentNumber = String(item.shipmentNo);
    const labelPdf = decodeBase64(item.label?.b64 ?? '');
    // A label DHL did not include (or not as a PDF) is no label the shop can keep.
    if (!labelPdf || (item.label?.fileFormat && item.label.fileFormat !== 'PDF')) {
      return refusal('dhl.unavailable', httpStatus, messages);
    }
    return {
      ok: true,
      shipmentNumber,
      labelPdf,
      trackingUrl: dhlTrackingUrl(shipmentNumber, locale),
      warnings: messages,
    };
  }
  if (httpStatus === 400 || httpStatus === 200 || httpStatus === 207) {
    if (messages.length === 0 && !item) return refusal('dhl.shipmentInvalid', httpStatus);
    return refusal(keyOfMessages(messages), httpStatus, messages);
  }
  return refusal('dhl.unavailable', httpStatus, messages);
}

/** The answer to `DELETE /orders?shipment=…` for one shipment. */
export function cancelResultOfDhlAnswer(httpStatus: number, body: unknown, shipmentNumber: string): DhlCancelResult {
  if (httpStatus === 401 || httpStatus === 403) return refusal('dhl.unauthorized', httpStatus);
  if (httpStatus === 429 || httpStatus >= 500) return refusal('dhl.unavailable', httpStatus);
  const answer = (body && typeof body === 'object' ? body : {}) as DhlAnswer;
  const item = Array.isArray(answer.items) ? answer.items[0] : undefined;
  const itemStatus = statusCodeOf(item?.sstatus) || httpStatus;
  if (httpStatus === 200 && itemStatus === 200) return { ok: true, shipmentNumber };
  // DHL answers 400 for a shipment that does not exist, was deleted or is already closed out.
  if (httpStatus === 400 || itemStatus === 400) return refusal('dhl.shipmentNotFound', 400, messagesOf(item));
  return refusal('dhl.unavailable', httpStatus, messagesOf(item));
}
