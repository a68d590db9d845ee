import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { serialRedirectMachine } from './machine.ts';

export const serialRedirectFlow: RegisteredMachine = {
  id: 'serial-redirect',
  title: 'Serienummer',
  description: 'sn/{serial}: eerst opgezocht als serienummer, anders als product, anders niet gevonden; bij een treffer opent het product.',
  machine: serialRedirectMachine,
  input: { serial: 'GK-2401' },
  events: () => [
    done('lookUpSerial', 'GELUIDSINSTALLATIE-KLEIN'),
    failed('lookUpSerial', notFoundError),
    failed('lookUpSerial'),
    done('lookUpItem', 'GELUIDSINSTALLATIE-KLEIN'),
    failed('lookUpItem', notFoundError),
    failed('lookUpItem'),
    { type: 'RETRY_REQUESTED' },
  ],
  serialize: byValue,
};
