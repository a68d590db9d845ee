import type { components } from '../../openapi/schema';

type BusinessHour = components['schemas']['BusinessHour'];

/** Spec 001 §9: the drop-off slot, a box rather than an opening hour. */
const DROP_OFF = 'voor 7:30';
const SPAN = /^\s*(\d{1,2}[:.]\d{2})\s*[-–]\s*(\d{1,2}[:.]\d{2})\s*$/;

/**
 * From when to when the warehouse is there on a day, from its slots ('09:00 - 10:00', …): the
 * first slot's start to the last one's end ('09:00 – 17:00'). Null when the day has no slots (the
 * placeholder entry: closed). Slots whose label is no span are listed as they are.
 */
export function openingSpan(slots: BusinessHour[]): string | null {
  const real = [...slots].filter((slot) => slot.BusinessHourID !== null && slot.BusinessHour.trim().toLowerCase() !== DROP_OFF).sort((a, b) => a.BusinessHourRanking - b.BusinessHourRanking);
  if (real.length === 0) return null;
  const spans = real.map((slot) => SPAN.exec(slot.BusinessHour));
  if (spans.every((span) => span !== null)) {
    const starts = spans.map((span) => span[1]!.replace('.', ':').padStart(5, '0')).sort();
    const ends = spans.map((span) => span[2]!.replace('.', ':').padStart(5, '0')).sort();
    return `${starts[0]} – ${ends.at(-1)}`;
  }
  return real.map((slot) => slot.BusinessHour.trim()).join(', ');
}
