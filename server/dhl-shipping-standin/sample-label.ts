import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * The stand-in's sample label: an A4 page (the print format the shop asks for) with a label-sized
 * frame showing what the label would carry, marked all over as a sample so it is never taken for
 * postage. German, like DHL's labels.
 */
type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

// The standard PDF fonts speak Windows-1252: German text fits, other characters become "?".
const windows1252Extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(value: string): string {
  return [...value.normalize('NFC')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.includes(char)) {
        return char;
      }
      return ' ';
    })
    .join('')
    .slice(0, 90);
}

function consigneeLines(consignee: Json): string[] {
  if ('lockerID' in consignee) {
    return [
      text(consignee.name),
      `Postnummer ${text(consignee.postNumber)}`,
      `Packstation ${text(consignee.lockerID)}`,
      `${text(consignee.postalCode)} ${text(consignee.city)}`,
    ];
  }
  if ('retailID' in consignee) {
    return [
      text(consignee.name),
      consignee.postNumber ? `Postnummer ${text(consignee.postNumber)}` : text(consignee.email),
      `Filiale ${text(consignee.retailID)}`,
      `${text(consignee.postalCode)} ${text(consignee.city)}`,
    ];
  }
  return [
    text(consignee.name1),
    text(consignee.name2),
    text(consignee.name3),
    `${text(consignee.addressStreet)} ${text(consignee.addressHouse)}`.trim(),
    `${text(consignee.postalCode)} ${text(consignee.city)}`,
    text(consignee.country),
  ].filter(Boolean);
}

function serviceLines(services: Json): string[] {
  const lines: string[] = [];
  if (services.preferredDay) lines.push(`Wunschtag: ${text(services.preferredDay)}`);
  if (services.preferredLocation) lines.push(`Ablageort: ${text(services.preferredLocation)}`);
  if (services.preferredNeighbour) lines.push(`Wunschnachbar: ${text(services.preferredNeighbour)}`);
  if (services.endorsement) lines.push(`Vorausverfügung: ${text(services.endorsement)}`);
  return lines;
}

const mm = (value: number) => (value * 72) / 25.4;

export async function sampleLabelPdf(shipment: Json, shipmentNumber: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`MUSTER – DHL-Etikett ${shipmentNumber}`);
  document.setProducer('Spiegelshop DHL stand-in');
  const page = document.addPage([595.28, 841.89]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  const red = rgb(0.7, 0.05, 0.05);
  const left = mm(15);
  const top = 841.89 - mm(15);
  page.drawRectangle({
    x: left,
    y: top - mm(148),
    width: mm(105),
    height: mm(148),
    borderColor: ink,
    borderWidth: 1,
  });
  page.drawText(printable('MUSTER / SAMPLE'), {
    x: mm(60),
    y: mm(60),
    size: 60,
    font: bold,
    color: rgb(0.9, 0.8, 0.8),
    opacity: 0.6,
  });

  let y = top - 20;
  const line = (value: string, options: { size?: number; bold?: boolean; color?: typeof ink } = {}) => {
    const size = options.size ?? 9;
    if (value)
      page.drawText(printable(value), {
        x: left + 8,
        y,
        size,
        font: options.bold ? bold : regular,
        color: options.color ?? ink,
      });
    y -= size + 4;
  };
  line('MUSTER / SAMPLE – kein gültiges Versandetikett', { size: 10, bold: true, color: red });
  line('DHL Paket (V01PAK) · Stand-in des Spiegelshops', { size: 8 });
  y -= 6;
  const shipper = (shipment.shipper ?? {}) as Json;
  line('Von', { bold: true, size: 8 });
  line(text(shipper.name1), { size: 8 });
  line(`${text(shipper.addressStreet)} ${text(shipper.addressHouse)}`.trim(), { size: 8 });
  line(`${text(shipper.postalCode)} ${text(shipper.city)}`, { size: 8 });
  y -= 6;
  line('An', { bold: true });
  for (const value of consigneeLines((shipment.consignee ?? {}) as Json)) line(value, { size: 11 });
  y -= 6;
  line(`Sendungsnummer ${shipmentNumber}`, { bold: true, size: 11 });
  if (shipment.refNo) line(`Referenz ${text(shipment.refNo)}`);
  const weight = ((shipment.details as Json | undefined)?.weight ?? {}) as Json;
  line(`Gewicht ${text(weight.value)} ${text(weight.uom)}`);
  const services = serviceLines((shipment.services ?? {}) as Json);
  if (services.length > 0) {
    y -= 4;
    line('Services', { bold: true });
    for (const value of services) line(value);
  }
  y = top - mm(148) + 14;
  line('Erzeugt vom eingebauten DHL-Stand-in: DHL befördert mit diesem Etikett nichts.', { size: 6, color: red });
  return document.save();
}
