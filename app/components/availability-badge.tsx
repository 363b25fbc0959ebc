import type { AvailabilityTone } from '../../core/catalog/catalog-rules';

/** Colours with at least 4.5:1 contrast (the peer's green/amber/red/grey pairs). */
const toneClasses: Record<AvailabilityTone, string> = {
  green: 'bg-[#dcfce7] text-[#166534]',
  amber: 'bg-[#fef3c7] text-[#92400e]',
  red: 'bg-[#ffe4e6] text-[#9f1239]',
  grey: 'bg-[#4b5563] text-[#f9fafb]',
};

/** Availability with its colour (spec §4); the text carries the meaning, the colour only helps. */
export function AvailabilityBadge({
  tone,
  name,
  availabilityId,
}: {
  tone: AvailabilityTone;
  name: string;
  availabilityId: number;
}) {
  return (
    <span
      className={`inline-block rounded px-2 py-1 text-sm font-medium ${toneClasses[tone]}`}
      data-availability={availabilityId}
    >
      {name}
    </span>
  );
}
