import type { SnapshotFrom } from 'xstate';
import { addOnMax, addOnMinimum, addOnStock, chosenStock, itemMax, type configuratorMachine } from './machine.ts';
import { isPackage } from '../product/machine.ts';
import { covers, isRequiredAddOnShort, type StockEntry, type Suggestion } from './rules.ts';

type ConfiguratorSnapshot = SnapshotFrom<typeof configuratorMachine>;

export type ConfiguratorStep = 'notForSale' | 'signedOut' | 'choosingSelection' | 'summary';
export type StockStatus = 'periodTooLong' | 'notAvailable' | 'cartLimitReached' | 'packageNotAvailable' | 'available';

const STATUSES: readonly StockStatus[] = ['periodTooLong', 'notAvailable', 'cartLimitReached', 'packageNotAvailable', 'available'];

const STEPS: readonly Exclude<ConfiguratorStep, 'summary'>[] = ['notForSale', 'signedOut', 'choosingSelection'];

export const selectStep = (s: ConfiguratorSnapshot): ConfiguratorStep => STEPS.find((step) => s.matches(step)) ?? 'summary';
/** The shop sells (ShopSalesModus): the configurator speaks of buying on one day, not renting for a period. */
export const selectIsSalesMode = (s: ConfiguratorSnapshot) => s.context.salesMode;

/** The stock status once known; during an add, the status it was added from (available). */
export const selectStatus = (s: ConfiguratorSnapshot): StockStatus | null =>
  s.matches({ summary: 'adding' }) ? 'available' : (STATUSES.find((status) => s.matches({ summary: { checked: status } })) ?? null);

export const selectIsLoadingStock = (s: ConfiguratorSnapshot) => s.hasTag('loading');
export const selectStockFailed = (s: ConfiguratorSnapshot) => s.matches({ summary: 'stockFailed' });
export const selectIsAdding = (s: ConfiguratorSnapshot) => s.hasTag('submitting');
export const selectCount = (s: ConfiguratorSnapshot) => s.context.count;
export const selectItemMax = (s: ConfiguratorSnapshot) => itemMax(s.context);
export const selectPrice = (s: ConfiguratorSnapshot) => s.context.stock?.price ?? null;
export const selectMaxReservationDays = (s: ConfiguratorSnapshot) => s.context.stock?.maxReservationDays ?? null;
/** Whether the add button may be pressed: available, and every required add-on at its minimum. */
export const selectCanAdd = (s: ConfiguratorSnapshot) => s.can({ type: 'ADD_TO_CART_REQUESTED' });

/** Other warehouses that have the chosen count over the period (spec 001 §4: "another place"). */
export const selectOtherPlaces = (s: ConfiguratorSnapshot): StockEntry[] =>
  (s.context.stock?.warehouses ?? []).filter((w) => w.WarehouseID !== s.context.selection?.warehouseId && covers(w, s.context.count));

export interface AddOnView {
  suggestion: Suggestion;
  amount: number;
  /** Required add-ons: the amount per item times the count, capped by stock; else 0. */
  minimum: number;
  max: number | null;
  /** Free stock in the chosen warehouse; null when kept without stock or not known yet. */
  stock: number | null;
  short: boolean;
}

export const selectAddOns = (s: ConfiguratorSnapshot): AddOnView[] =>
  s.context.suggestions.map((suggestion) => {
    const entry = addOnStock(s.context, suggestion.ID);
    return {
      suggestion,
      amount: s.context.addOnAmounts[suggestion.ID] ?? 0,
      minimum: addOnMinimum(s.context, suggestion),
      max: addOnMax(s.context, suggestion.ID),
      // Not carried by the chosen warehouse: none there.
      stock: entry ? entry.Stock : s.context.stock ? 0 : null,
      short: s.context.stock !== null && isRequiredAddOnShort(suggestion, s.context.count, entry),
    };
  });

/** A package (category 9100): its add-ons panel replaces the configurator's own (spec 001 §2). */
export const selectIsPackage = (s: ConfiguratorSnapshot) => isPackage(s.context.product);
/** The add-on amounts can change once the stock is known, and not while the lines are being added. */
export const selectAddOnsEditable = (s: ConfiguratorSnapshot) => selectStep(s) === 'summary' && selectStatus(s) !== null && !selectIsAdding(s);
/** When the product is in stock again where it is not now (spec 001 §4 "next-stock date"); null when unknown. */
export const selectNextStock = (s: ConfiguratorSnapshot) => chosenStock(s.context)?.NextStock ?? null;
/** The required add-ons that are short, which hold the package or the product back. */
export const selectShortAddOns = (s: ConfiguratorSnapshot): Suggestion[] => selectAddOns(s).filter((addOn) => addOn.short).map((addOn) => addOn.suggestion);
