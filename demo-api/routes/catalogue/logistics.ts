import type { Hono } from 'hono';
import type { Label } from '../../db.ts';
import { businessMoments, type MomentKind } from '../../lib/availability.ts';
import { addDays, isoDate, startOfDay } from '../../lib/dates.ts';
import { badRequest, collection, requiredQuery, type DemoContext, type DemoEnv } from '../../lib/http.ts';
import { dayParam, dayQuery, warehouseOf } from './query.ts';

const LABEL_SUBJECTS: readonly Label['Subject'][] = ['Rental.Reservation', 'Customer.Customer'];

/** Settings, labels, delivery methods, closing days, warehouses and their hours. */
export function registerLogisticsRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/shop/core/settings', (c) => c.json(c.get('db').settings));

  app.get('/v2/shop/label', (c) => {
    const subject = requiredQuery(c, 'subject');
    if (!LABEL_SUBJECTS.includes(subject as Label['Subject'])) {
      throw badRequest(`Parameter subject moet ${LABEL_SUBJECTS.join(' of ')} zijn`);
    }
    return c.json(collection(c.get('db').labels.filter((l) => l.Subject === subject)));
  });

  app.get('/v2/shop/deliverymethods', (c) => {
    const db = c.get('db');
    // A sale is not brought back: returning through the drop-off box is no way to get it.
    return c.json(collection(db.deliveryMethods.filter((d) => !(db.settings.ShopSalesModus && d.IsDropOffInBox))));
  });

  app.get('/v2/closingDays', (c) => {
    const db = c.get('db');
    const warehouseId = c.req.query('warehouse');
    if (warehouseId) warehouseOf(db, warehouseId);
    const today = startOfDay(c.get('clock').now());
    const from = dayQuery(c, 'dateFrom') ?? isoDate(today);
    const to = dayQuery(c, 'dateTo') ?? isoDate(addDays(today, 365));
    if (to < from) throw badRequest('dateTo mag niet voor dateFrom liggen');
    const days = db.closingDays.filter(
      (d) => d.Date >= from && d.Date <= to && (!warehouseId || d.WarehouseID === null || d.WarehouseID === warehouseId),
    );
    return c.json(collection(days));
  });

  app.get('/v2/shop/warehouse', (c) => c.json(collection(c.get('db').warehouses)));

  const hours = (kind: MomentKind) => (c: DemoContext) => {
    const db = c.get('db');
    const warehouse = warehouseOf(db, c.req.param('id') ?? '');
    return c.json(businessMoments(db, kind, warehouse.WarehouseID, dayParam(c, 'day')));
  };
  app.get('/v2/warehouse/:id/businessdays/:day/shipmenthours', hours('shipment'));
  app.get('/v2/warehouse/:id/businessdays/:day/returnhours', hours('return'));
}
