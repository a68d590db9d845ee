import { byValue, type RegisteredMachine } from '../registry-kit.ts';
import { toastsMachine } from './machine.ts';

export const toastsFlow: RegisteredMachine = {
  id: 'toasts',
  title: 'Meldingen (toasts)',
  description: 'Korte meldingen die na 4 seconden verdwijnen (een uitdrukkelijke timergebeurtenis) of wanneer ze gesloten worden.',
  machine: toastsMachine,
  // Two toasts at once show every transition; more would only make the paths endless.
  events: (snapshot) => [
    ...(snapshot.context.toasts.length < 2 ? [{ type: 'TOAST_REQUESTED', text: 'Opgeslagen', tone: 'success' }] : []),
    ...snapshot.context.toasts.flatMap((toast: { id: string }) => [
      { type: 'TOAST_DISMISSED', id: toast.id },
      { type: 'TOAST_TIMED_OUT', id: toast.id },
    ]),
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.toasts.length}`,
};
