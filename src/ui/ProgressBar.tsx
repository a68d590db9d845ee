import './progress-bar.css';

export interface ProgressBarProps {
  /** How far, 0..1. */
  value: number;
  /** The accessible name (what is progressing). */
  label: string;
  /** How far, in words (a percentage), read out with the value. */
  valueText: string;
}

/** A determinate progress bar: the value as a percentage, named for screen readers. */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText} className="progress-bar">
      <div className="progress-bar-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
