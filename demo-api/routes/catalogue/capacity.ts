import type { Hono } from 'hono';
import type { Cart } from '../../db.ts';
import { businessMoments, calendarDay, checkCapacity, type MomentKind } from '../../lib/availability.ts';
import { eachDay, isoDate, parseDay, rentalDays } from '../../lib/dates.ts';
import { badRequest, forbidden, notFound, requireUser, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { cartOf, dayQuery, requiredDayQuery, warehouseOf } from './query.ts';

const MAX_RANGE_DAYS = 400;

interface CapacityContext {
  warehouseId: string;
  /** The cart or order returns through the drop-off box, so the "voor 7:30" slot counts. */
  allowDropOff: boolean;
  cart: Cart | null;
  /** The reservation being edited: its own pick-up and return do not take capacity. */
  excludeOrderId: string | undefined;
}

/** The warehouse and delivery a capacity question is about: given, or those of the cart or order. */
function capacityContext(c: DemoContext): CapacityContext {
  const db = c.get('db');
  const cartId = c.req.query('cartID');
  const cart = cartId ? cartOf(db, cartId) : null;
  const orderId = c.req.query('reservationOrderID');
  let order = null;
  if (orderId) {
    const user = requireUser(c);
    order = db.orders.find((row) => row.order.ReservationOrderID === orderId)?.order ?? null;
    if (!order) throw notFound('Reservering');
    if (order.CustomerID !== user.CustomerID) throw forbidden('Deze reservering hoort niet bij uw account');
  }
  const warehouseId = c.req.query('warehouseID') || cart?.WarehouseID.Key || order?.WarehouseID;
  if (!warehouseId) throw badRequest('Parameter warehouseID is verplicht (of geef cartID mee)');
  warehouseOf(db, warehouseId);
  const deliveryId = cart?.DeliveryID.Key ?? order?.DeliveryID;
  return {
    warehouseId,
    allowDropOff: db.deliveryMethods.some((d) => d.DeliveryID === deliveryId && d.IsDropOffInBox),
    cart,
    excludeOrderId: order?.ReservationOrderID,
  };
}

export function registerCapacityRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/capacity', (c) => {
    const db = c.get('db');
    const context = capacityContext(c);
    const cart = context.cart;
    const startDay = dayQuery(c, 'startDate') ?? ((cart?.DateTimeBusinessStart || cart?.DateTimeExpectedStart)?.slice(0, 10) || undefined);
    const endDay = dayQuery(c, 'endDate') ?? ((cart?.DateTimeBusinessEnd || cart?.DateTimeExpectedEnd)?.slice(0, 10) || undefined);
    if (!startDay || !endDay) throw badRequest('Parameters startDate en endDate zijn verplicht (of geef cartID mee)');
    if (endDay < startDay) throw badRequest('endDate mag niet voor startDate liggen');
    const answer = checkCapacity(db, {
      warehouseId: context.warehouseId,
      startDay,
      endDay,
      businessHourStart: c.req.query('businessHourStart') || cart?.BusinessHourStart?.Key || null,
      businessHourEnd: c.req.query('businessHourEnd') || cart?.BusinessHourEnd?.Key || null,
      allowDropOff: context.allowDropOff,
      sale: db.settings.ShopSalesModus,
    });
    return c.json(answer);
  });

  const availableDays = (kind: MomentKind) => (c: DemoContext) => {
    const db = c.get('db');
    const context = capacityContext(c);
    const from = requiredDayQuery(c, 'dateToCheckFrom');
    const to = requiredDayQuery(c, 'dateToCheckTo');
    if (to < from) throw badRequest('dateToCheckTo mag niet voor dateToCheckFrom liggen');
    if (rentalDays(from, to) > MAX_RANGE_DAYS) throw badRequest(`Vraag hoogstens ${MAX_RANGE_DAYS} dagen tegelijk op`);
    const rules = { today: isoDate(c.get('clock').now()), settings: db.settings, allowDropOff: context.allowDropOff };
    return c.json(eachDay(parseDay(from), parseDay(to)).map((day) => calendarDay(db, kind, context.warehouseId, isoDate(day), rules)));
  };
  app.get('/v2/shop/capacity/_available-start-days', availableDays('shipment'));
  app.get('/v2/shop/capacity/_available-end-days', availableDays('return'));

  const moments = (kind: MomentKind) => (c: DemoContext) => {
    const context = capacityContext(c);
    const day = requiredDayQuery(c, 'dateToCheck');
    return c.json(businessMoments(c.get('db'), kind, context.warehouseId, day, context.excludeOrderId));
  };
  app.get('/v2/shop/capacity/_start-business-moments', moments('shipment'));
  app.get('/v2/shop/capacity/_end-business-moments', moments('return'));
}
