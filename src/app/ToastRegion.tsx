import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../ui/Button.tsx';
import { useServices } from './services-context.ts';

export function ToastRegion() {
  const { t } = useLingui();
  const { toasts } = useServices();
  const items = useSelector(toasts, (s) => s.context.toasts);
  return (
    <section className="toast-region" aria-label={t`Meldingen`}>
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <Button variant="quiet" aria-label={t`Melding sluiten`} onPress={() => toasts.send({ type: 'TOAST_DISMISSED', id: toast.id })}>
            ×
          </Button>
        </div>
      ))}
    </section>
  );
}
