import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './ui.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: 'primary' | 'secondary' | 'quiet';
}

export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button-${variant}`} />;
}
