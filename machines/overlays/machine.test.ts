import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { overlaysMachine, type Overlay } from './machine.ts';

const alert: Overlay = { id: 'cart-cleared', kind: 'alert', title: 'Winkelwagen', message: 'Leeg' };
const confirm: Overlay = { id: 'clear-cart', kind: 'confirm', title: 'Leegmaken?', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' };

describe('the overlays machine', () => {
  it('rejects an overlay whose id is already open', () => {
    const actor = createActor(overlaysMachine).start();
    const rejected: string[] = [];
    actor.on('OVERLAY_REJECTED', (e) => rejected.push(e.id));
    actor.send({ type: 'OPEN_REQUESTED', overlay: confirm });
    actor.send({ type: 'OPEN_REQUESTED', overlay: confirm });
    actor.send({ type: 'OPEN_REQUESTED', overlay: alert });
    expect(actor.getSnapshot().context.open.map((o) => o.id)).toEqual(['clear-cart', 'cart-cleared']);
    expect(rejected).toEqual(['clear-cart']);
  });

  it('reports how each overlay closed, and is empty again after the last', () => {
    const actor = createActor(overlaysMachine).start();
    const closed: { id: string; confirmed: boolean }[] = [];
    actor.on('OVERLAY_CLOSED', ({ id, confirmed }) => closed.push({ id, confirmed }));
    actor.send({ type: 'OPEN_REQUESTED', overlay: confirm });
    actor.send({ type: 'OPEN_REQUESTED', overlay: alert });
    actor.send({ type: 'CLOSED', id: 'unknown', confirmed: true });
    actor.send({ type: 'CLOSED', id: 'clear-cart', confirmed: true });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'CLOSED', id: 'cart-cleared', confirmed: false });
    expect(actor.getSnapshot().value).toBe('none');
    expect(closed).toEqual([
      { id: 'clear-cart', confirmed: true },
      { id: 'cart-cleared', confirmed: false },
    ]);
  });
});
