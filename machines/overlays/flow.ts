import { byValue, type RegisteredMachine } from '../registry-kit.ts';
import { overlaysMachine } from './machine.ts';

export const overlaysFlow: RegisteredMachine = {
  id: 'overlays',
  title: 'Dialogen',
  description: 'Alert and confirm dialogs; an overlay whose id is already open is rejected.',
  machine: overlaysMachine,
  events: () => [
    { type: 'OPEN_REQUESTED', overlay: { id: 'clear-cart', kind: 'confirm', title: 'Leegmaken?', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' } },
    { type: 'OPEN_REQUESTED', overlay: { id: 'cart-cleared', kind: 'alert', title: 'Winkelwagen', message: 'Leeg' } },
    { type: 'CLOSED', id: 'clear-cart', confirmed: true },
    { type: 'CLOSED', id: 'cart-cleared', confirmed: false },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.open.map((o: { id: string }) => o.id).join(',')}`,
};
