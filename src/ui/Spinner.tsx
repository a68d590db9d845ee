import './ui.css';

/** Spec 000 §4: a spinner appears only after 75 ms, so quick answers do not flicker. */
const SPINNER_DELAY_MS = 75;

/** An indeterminate progress indicator (a progressbar without a value), named for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className="spinner" style={{ animationDelay: `${SPINNER_DELAY_MS}ms` }}>
      <span className="spinner-circle" aria-hidden="true" />
    </span>
  );
}
