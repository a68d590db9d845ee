import './ui.css';

export interface ToggleProps {
  isSelected: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  children: string;
}

/**
 * An on/off switch: a native checkbox in the switch role. The browser gives it Space, the focus,
 * the label's click and the disabled state, so it needs no react-aria (the cookie question of a
 * first visit shows two).
 */
export function Toggle({ isSelected, onChange, isDisabled, children }: ToggleProps) {
  return (
    <label className="toggle">
      <input type="checkbox" role="switch" className="toggle-switch" checked={isSelected} disabled={isDisabled} onChange={(event) => onChange?.(event.target.checked)} />
      {children}
    </label>
  );
}
