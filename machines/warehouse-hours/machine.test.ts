import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { warehouseHoursMachine, type WarehouseHours } from './machine.ts';
import { selectOpeningSpans } from './selectors.ts';

const slot = (BusinessHourID: string | null, BusinessHour: string, BusinessHourRanking = 1) => ({ BusinessHourID, BusinessHour, BusinessHourRanking, MomentCanBeUsed: true });
const input = { warehouseId: 'WH-BRUGGE', pickUpDay: '2026-12-18', returnDay: '2026-12-21' };

describe('the warehouse hours machine', () => {
  it('loads both days in one call and shows their spans; a failure is kept and can be retried', async () => {
    const answers: (() => Promise<WarehouseHours>)[] = [
      () => Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null })),
      async () => ({ pickUp: [slot('A', '09:00 - 10:00'), slot('B', '16:00 - 17:00', 2)], return: [slot(null, '')] }),
    ];
    const asked: unknown[] = [];
    const machine = warehouseHoursMachine.provide({
      actors: {
        loadHours: fromPromise(async ({ input: given }) => {
          asked.push(given);
          return answers.shift()!();
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure?.kind).toBe('hours-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectOpeningSpans(ready)).toEqual({ pickUp: '09:00 – 17:00', return: null });
    expect(ready.context.failure).toBeNull();
    expect(asked).toEqual([input, input]);
  });
});
