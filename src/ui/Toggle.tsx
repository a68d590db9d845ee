import { Switch, type SwitchProps } from 'react-aria-components';
import './ui.css';

export function Toggle({ children, ...props }: Omit<SwitchProps, 'className' | 'children'> & { children: string }) {
  return (
    <Switch {...props} className="toggle">
      <span className="toggle-track" aria-hidden="true">
        <span className="toggle-thumb" />
      </span>
      {children}
    </Switch>
  );
}
