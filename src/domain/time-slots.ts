import type { components } from '../../openapi/schema';

/**
 * Pick-up and return slots (spec 001 §5, spec 002 §5), pure: the cart and the order edit page
 * offer them by the same rules.
 */

export type TimeSlot = components['schemas']['BusinessHour'];
export type DeliveryMethod = components['schemas']['DeliveryMethod'];

/** Spec 001 §9: the drop-off slot, offered for returns with drop-off-in-box only. */
const DROP_OFF_SLOT_LABEL = 'voor 7:30';
/** Spec 001 §5: time slots shown before "show more". */
const SLOTS_SHOWN = 3;

export const isDropOffSlot = (slot: TimeSlot): boolean => slot.BusinessHour.trim().toLowerCase() === DROP_OFF_SLOT_LABEL;

export function isDropOffDelivery(methods: DeliveryMethod[], deliveryId: string): boolean {
  return methods.some((method) => method.DeliveryID === deliveryId && method.IsDropOffInBox);
}

/**
 * Spec 001 §5: slots apply only in rental mode, when they were fetched, not when the only entry
 * is the placeholder of a day without slots (null BusinessHourID), and when one can be used.
 */
export function slotsApply(slots: TimeSlot[] | null, salesMode: boolean): boolean {
  if (salesMode || !slots || slots.length === 0) return false;
  if (slots.length === 1 && slots[0]!.BusinessHourID === null) return false;
  return slots.some((slot) => slot.MomentCanBeUsed);
}

/** The slots a customer may choose: usable, real ones; the drop-off slot only for drop-off-in-box returns. */
export function choosableSlots(slots: TimeSlot[], dropOffDelivery: boolean): TimeSlot[] {
  return slots.filter((slot) => slot.MomentCanBeUsed && slot.BusinessHourID !== null && (dropOffDelivery || !isDropOffSlot(slot)));
}

/** The first {@link SLOTS_SHOWN} choosable slots unless all are asked for; the chosen one always shows. */
export function shownSlots(choosable: TimeSlot[], showAll: boolean, chosenId: string | null): { shown: TimeSlot[]; hidden: number } {
  if (showAll || choosable.length <= SLOTS_SHOWN) return { shown: choosable, hidden: 0 };
  const first = choosable.slice(0, SLOTS_SHOWN);
  const chosen = choosable.find((slot) => slot.BusinessHourID === chosenId);
  const shown = chosen && !first.includes(chosen) ? [...first, chosen] : first;
  return { shown, hidden: choosable.length - shown.length };
}

/** One list of slots as a page offers it. */
export interface SlotList {
  /** Whether the customer chooses from this list at all (spec 001 §5). */
  applies: boolean;
  shown: TimeSlot[];
  hidden: number;
  chosenId: string | null;
}

export function slotListOf(all: TimeSlot[], offer: { salesMode: boolean; dropOff: boolean; showAll: boolean; chosenId: string | null }): SlotList {
  return {
    applies: slotsApply(all, offer.salesMode),
    ...shownSlots(choosableSlots(all, offer.dropOff), offer.showAll, offer.chosenId),
    chosenId: offer.chosenId,
  };
}

/** Spec 001 §5, spec 002 §5: where slots apply, both must be chosen. */
export function slotsMissing(lists: { pickUp: TimeSlot[]; return: TimeSlot[] }, chosen: { pickUp: string | null; return: string | null }, salesMode: boolean): boolean {
  return (slotsApply(lists.pickUp, salesMode) && chosen.pickUp === null) || (slotsApply(lists.return, salesMode) && chosen.return === null);
}
