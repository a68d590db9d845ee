import type { ReservationOrder, ReservationOrderItem } from './orders.ts';

/** An order as the backend gives it, with what a test or a chart needs changed. */
export const sampleOrder = (patch: Partial<ReservationOrder> = {}): ReservationOrder => ({
  ReservationOrderID: 'RO-1',
  ReservationID: 'R-1',
  OrderID: null,
  CustomerID: 'CUST-1',
  ContactID: 'CON-1',
  WarehouseID: 'WH-1',
  DeliveryID: 'DEL-1',
  Reference: '',
  ReservationStatus: 'Open',
  DateTimeCreated: '2026-11-01T10:00:00',
  DateTimeExpectedStart: '2026-12-04T09:00:00',
  DateTimeExpectedEnd: '2026-12-07T17:00:00',
  DateTimeBusinessStart: '2026-12-04T09:00:00',
  DateTimeBusinessEnd: '2026-12-07T17:00:00',
  BusinessHourStart: null,
  BusinessHourEnd: null,
  TotalQtyOfReservationItems: 3,
  TotalIncVAT: 121,
  TotalExcVAT: 100,
  AmountDue: 0,
  IsCancellable: true,
  IsEditable: true,
  Actions: [],
  CustomFields: {},
  Notes: '',
  Labels: [],
  ...patch,
});


/** A line of an order: two party tents, with what a test or a chart needs changed. */
export const sampleOrderLine = (patch: Partial<ReservationOrderItem> = {}): ReservationOrderItem => ({
  ReservationOrderItemID: 'ROI-1',
  ReservationOrderID: 'RO-1',
  ItemID: 'PARTYTENT-3X3',
  CompositionID: null,
  RelatedRentalItemID: null,
  ItemDescription: 'Partytent 3 x 3 m',
  Amount: 2,
  TotalIncVAT: 60.5,
  TotalExcVAT: 50,
  MaxPerCustomer: null,
  Item: null,
  ...patch,
});
