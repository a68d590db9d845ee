import { apiError, byValue, type RegisteredMachine } from '../registry-kit.ts';
import { uploadMachine } from './machine.ts';

// Plain objects stand for the chosen files: the check reads only their name and size, and the
// sending is left to the path (the actors are inert).
const flyer = { name: 'flyer.pdf', size: 250_000, type: 'application/pdf' };
const line = { kind: 'cartItem', cartId: 'CART-5001', cartItemId: 'CART-ITEM-1' };

export const uploadFlow: RegisteredMachine = {
  id: 'upload',
  title: 'Bestand opladen',
  description:
    'Eén gekozen bestand: een verkeerd type of meer dan 10 MB wordt geweigerd met de bijhorende melding; anders wordt het meteen verstuurd met een voortgangsbalk en daarna bewaard, of het mislukt met een knop om opnieuw te proberen.',
  machine: uploadMachine,
  input: { file: flyer, owner: { kind: 'cart', cartId: 'CART-5001' } },
  alternativeInputs: [
    { file: { name: 'foto.heic', size: 250_000, type: 'image/heic' }, owner: line },
    { file: { name: 'podium.png', size: 11 * 1024 * 1024, type: 'image/png' }, owner: line },
  ],
  events: () => [
    { type: 'UPLOAD_PROGRESSED', progress: 0.5 },
    { type: 'UPLOAD_SUCCEEDED', attachment: { CartAttachmentID: 'CART-ATT-9001', FileName: 'flyer.pdf', ContentType: 'application/pdf', FileSize: 250_000 } },
    { type: 'UPLOAD_FAILED', error: apiError('invalid-response') },
    { type: 'RETRY_REQUESTED' },
    { type: 'DISMISSED' },
  ],
  serialize: byValue,
};
