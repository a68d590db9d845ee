import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { warehouseHoursMachine } from './machine.ts';

const slot = (BusinessHourID: string | null, BusinessHour: string, BusinessHourRanking = 1) => ({ BusinessHourID, BusinessHour, BusinessHourRanking, MomentCanBeUsed: true });

export const warehouseHoursFlow: RegisteredMachine = {
  id: 'warehouse-hours',
  title: 'Uren van het magazijn',
  description: 'Op de bedankpagina: de uren van het magazijn op de afhaaldag en de terugbrengdag (afhaal- en terugbrenguren van die dagen).',
  machine: warehouseHoursMachine,
  input: { warehouseId: 'WH-BRUGGE', pickUpDay: '2026-12-18', returnDay: '2026-12-21' },
  events: () => [
    done('loadHours', { pickUp: [slot('BH-1', '09:00 - 10:00'), slot('BH-2', '16:00 - 17:00', 2)], return: [slot(null, '')] }),
    failed('loadHours'),
    { type: 'RETRY_REQUESTED' },
  ],
  serialize: byValue,
};
