import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { cartMachine, type Cart, type CartContext, type CartEvent } from './machine.ts';
import type { TimeSlot } from '../../src/domain/time-slots.ts';
import type { CartSlots } from './rules.ts';

const slot = (id: string, label: string, ranking: number): TimeSlot => ({ BusinessHourID: id, BusinessHour: label, BusinessHourRanking: ranking, MomentCanBeUsed: true });
const pickUpSlots = [slot('BH-P1', '09:00 - 10:00', 1), slot('BH-P2', '10:00 - 11:00', 2), slot('BH-P3', '13:00 - 14:00', 3), slot('BH-P4', '16:00 - 17:00', 4)];
const returnSlots = [slot('BH-R0', 'voor 7:30', 0), slot('BH-R1', '09:00 - 10:00', 1), slot('BH-R2', '16:00 - 17:00', 2)];
const slots: CartSlots = {
  pickUp: pickUpSlots,
  return: returnSlots,
  deliveryMethods: [
    { DeliveryID: 'PICKUP', Description: 'Afhalen en terugbrengen', MinimumRentalDays: null, IsDropOffInBox: false },
    { DeliveryID: 'DROPBOX', Description: 'Terugbrengen in de inleverbox', MinimumRentalDays: 3, IsDropOffInBox: true },
  ],
};

const line = (id: string, patch: Partial<Cart['Items'][number]> = {}): Cart['Items'][number] => ({
  CartItemID: id,
  ItemID: 'PARTYTENT-3X3',
  CompositionID: null,
  RelatedRentalItemID: null,
  Item: { ID: 'PARTYTENT-3X3', Description: 'Partytent 3 x 3 m', Images: [], MaxPerCart: 4, UploadPolicy: 'DenyUpload', PeriodPrices: [] },
  Description: 'Partytent 3 x 3 m',
  Amount: 1,
  Price: 40,
  PriceIncVAT: 48.4,
  TotalExcVAT: 40,
  TotalIncVAT: 48.4,
  DateTimeExpectedStart: '2026-12-11T00:00:00',
  DateTimeExpectedEnd: '2026-12-14T00:00:00',
  DateTimeBusinessStart: '2026-12-11T09:00:00',
  DateTimeBusinessEnd: '2026-12-14T16:00:00',
  InvalidCartItemReason: null,
  InvalidCartItemReasonCode: null,
  IsRemovable: true,
  MaxPerCustomerLeftover: null,
  Attachments: [],
  ...patch,
});

/** The samples: a cart that may go on, and one for each reason it may not. */
const cart = (variant: string, patch: Partial<Cart> = {}): Cart => ({
  CartID: variant,
  CustomerID: 'CUST-1001',
  ContactID: 'CON-2001',
  WarehouseID: { Key: 'WH-BRUGGE', Description: 'Uitleendienst Brugge' },
  DeliveryID: { Key: 'PICKUP', Description: 'Afhalen en terugbrengen' },
  DateTimeExpectedStart: '2026-12-11T00:00:00',
  DateTimeExpectedEnd: '2026-12-14T00:00:00',
  DateTimeBusinessStart: '2026-12-11T09:00:00',
  DateTimeBusinessEnd: '2026-12-14T16:00:00',
  BusinessHourStart: { Key: 'BH-P1', Description: '09:00 - 10:00' },
  BusinessHourEnd: { Key: 'BH-R2', Description: '16:00 - 17:00' },
  Actions: [],
  PaymentCondition: { ShopPaymentPolicy: 'AllowPayment' },
  TotalIncVATForeignCurrency: 48.4,
  TotalExcVATForeignCurrency: 40,
  TotalVAT: 8.4,
  CustomFields: {},
  Notes: '',
  Attachments: [],
  Items: [line('LINE-1'), line('LINE-2', { IsRemovable: false, RelatedRentalItemID: 'LINE-1' })],
  ...patch,
});

const ready = cart('ready');
/** A cart that may go on to checkout, for the flows that follow the cart. */
export const cartFlowSample = ready;
const samples = [
  ready,
  cart('without-slots', { BusinessHourStart: null, BusinessHourEnd: null }),
  cart('upload-missing', { Items: [line('LINE-1', { Item: { ...line('LINE-1').Item!, UploadPolicy: 'RequireUpload' } })] }),
  cart('reference-open', { Actions: [{ ActionName: 'ReferenceRequired', Completed: false, Required: true, Details: null }] }),
  cart('invalid-line', { Items: [line('LINE-1', { InvalidCartItemReason: 'Niet beschikbaar in Uitleendienst Brugge', InvalidCartItemReasonCode: 'NotInWarehouse' })] }),
  cart('extra-info-open', { Actions: [{ ActionName: 'ExtraOrderInfo', Completed: false, Required: true, Details: null }] }),
  cart('drop-off', { DeliveryID: { Key: 'DROPBOX', Description: 'Terugbrengen in de inleverbox' } }),
  cart('dropped-off', { DeliveryID: { Key: 'DROPBOX', Description: 'Terugbrengen in de inleverbox' }, BusinessHourEnd: { Key: 'BH-R0', Description: 'voor 7:30' } }),
  cart('other-days', { DateTimeExpectedStart: '2026-12-18T00:00:00', DateTimeExpectedEnd: '2026-12-21T00:00:00' }),
];

const session = (salesMode: boolean, pendingReference: string | null = null): CartEvent => ({
  type: 'SESSION_UPDATED',
  session: { salesMode, stockConflictsAllowed: false, defaultDeliveryId: 'PICKUP', pendingReference },
});

const onSiteContact = { contactName: 'Jonas Declercq', contactPhone: '0478 12 34 56' };

export const cartFlow: RegisteredMachine = {
  id: 'cart',
  title: 'Winkelwagen',
  description:
    'De winkelwagen van de sessie en de winkelwagenpagina: aantallen, verwijderen en leegmaken, de afhaal- en terugbrengmomenten met de leveringsregels, de verplichte acties en de controles vóór het evenementformulier. Ook het aantal op de winkelwagenknop komt hieruit.',
  machine: cartMachine,
  events: (snapshot: AnyMachineSnapshot): EventObject[] => {
    const context = snapshot.context as CartContext;
    // A sample cart other than the ready one exists to show one rule: it takes the few events
    // that rule needs, and a change back to the ready cart. This keeps the paths few.
    if (context.cart && context.cart.CartID !== ready.CartID) {
      return [
        { type: 'PROCEED_REQUESTED' },
        { type: 'RETURN_SLOT_CHOSEN', slotId: 'BH-R1' } as CartEvent,
        { type: 'RETURN_SLOT_CHOSEN', slotId: 'BH-R0' } as CartEvent,
        done('loadSlots', slots),
        done('changeCart', ready),
      ];
    }
    const lineEvents: CartEvent[] = [
      { type: 'AMOUNT_CHANGED', cartItemId: 'LINE-1', amount: 2 },
      { type: 'LINE_REMOVAL_REQUESTED', cartItemId: 'LINE-1' },
      { type: 'LINE_SELECTION_TOGGLED', cartItemId: 'LINE-1', selected: context.selectedLineIds.length === 0 },
      { type: 'SELECTED_REMOVAL_REQUESTED' },
      { type: 'PICKUP_SLOT_CHOSEN', slotId: 'BH-P2' },
      { type: 'RETURN_SLOT_CHOSEN', slotId: 'BH-R1' },
    ];
    return [
      { type: 'CART_ID_CHANGED', cartId: 'CART-5001' } as CartEvent,
      { type: 'CART_ID_CHANGED', cartId: null } as CartEvent,
      session(!context.salesMode),
      session(context.salesMode, 'Buurtfeest'),
      { type: 'REFRESH_REQUESTED' },
      done('loadCart', ready),
      failed('loadCart', notFoundError),
      failed('loadCart'),
      { type: 'RETRY_REQUESTED' },
      done('refreshCart', ready),
      failed('refreshCart', notFoundError),
      failed('refreshCart'),
      ...(context.salesMode ? [] : samples.map((sample) => done('changeCart', sample))),
      failed('changeCart'),
      done('deleteCart', undefined),
      failed('deleteCart'),
      done('loadSlots', slots),
      failed('loadSlots'),
      { type: 'SLOTS_RETRY_REQUESTED' },
      ...(context.salesMode ? [] : lineEvents),
      { type: 'CLEAR_REQUESTED' },
      { type: 'CLEAR_CONFIRMED' },
      { type: 'CLEAR_CANCELLED' },
      { type: 'MORE_PICKUP_SLOTS_REQUESTED' },
      { type: 'MORE_RETURN_SLOTS_REQUESTED' },
      { type: 'REFERENCE_DIALOG_OPENED' },
      { type: 'REFERENCE_GIVEN', reference: 'Buurtfeest' } as CartEvent,
      { type: 'CERTIFICATE_DIALOG_OPENED' },
      { type: 'CERTIFICATE_GIVEN', number: 'ATT-2026-001' } as CartEvent,
      { type: 'EXTRA_INFO_DIALOG_OPENED' },
      { type: 'EXTRA_INFO_GIVEN', info: { contactName: '', contactPhone: '' } } as CartEvent,
      { type: 'EXTRA_INFO_GIVEN', info: onSiteContact } as CartEvent,
      done('saveExtraInfo', ready),
      failed('saveExtraInfo'),
      { type: 'DIALOG_CLOSED' },
      { type: 'PROCEED_REQUESTED' },
    ];
  },
  serialize: (snapshot) => {
    const context = snapshot.context as CartContext;
    return [byValue(snapshot), context.cartId, context.cart?.CartID, context.salesMode, context.selectedLineIds.length, context.checkedDeliveryId, context.proceedHeld].join('|');
  },
};
