import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'onClick' | 'disabled'> {
  variant?: 'primary' | 'secondary' | 'quiet';
  onPress?: () => void;
  isDisabled?: boolean;
  /** Work under way (a submit): announced as busy and not pressable again meanwhile. */
  isPending?: boolean;
}

/**
 * A plain action. A native button already does what a person needs (Enter, Space, focus,
 * disabled) and keeps react-aria's press handling out of the entry bundle; buttons inside
 * composite widgets (calendar, number field, select) use react-aria's Button in their wrappers.
 */
export function Button({ variant = 'primary', onPress, isDisabled, isPending, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled || isPending}
      aria-busy={isPending || undefined}
      onClick={onPress}
      className={`button button-${variant}`}
    />
  );
}
