import { byValue, type RegisteredMachine } from '../registry-kit.ts';
import { overlaysMachine } from './machine.ts';

export const overlaysFlow: RegisteredMachine = {
  id: 'overlays',
  title: 'Dialogen',
  description: 'Meldings- en bevestigingsvensters; een venster met een id dat al open is, wordt geweigerd.',
  machine: overlaysMachine,
  events: () => [
    { type: 'OPEN_REQUESTED', overlay: { id: 'clear-cart', kind: 'confirm', title: 'Leegmaken?', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' } },
    { type: 'OPEN_REQUESTED', overlay: { id: 'cart-cleared', kind: 'alert', title: 'Winkelwagen', message: 'Leeg' } },
    { type: 'CLOSED', id: 'clear-cart', confirmed: true },
    { type: 'CLOSED', id: 'cart-cleared', confirmed: false },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.open.map((o: { id: string }) => o.id).join(',')}`,
};
