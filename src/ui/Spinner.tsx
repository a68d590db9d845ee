import { ProgressBar } from 'react-aria-components';
import './ui.css';

/** Spec 000 §4: a spinner appears only after 75 ms, so quick answers do not flicker. */
export const SPINNER_DELAY_MS = 75;

export function Spinner({ label }: { label: string }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="spinner" style={{ animationDelay: `${SPINNER_DELAY_MS}ms` }}>
      <span className="spinner-circle" aria-hidden="true" />
    </ProgressBar>
  );
}
