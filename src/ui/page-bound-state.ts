import { useState } from 'react';

/**
 * State that belongs to the page it was set on, such as an open panel: another address resets it
 * to `initial`. It is reset while rendering (React's advice for state that follows a prop), so no
 * frame of the next page shows the last page's panel.
 */
export function usePageBoundState<T>(location: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState(initial);
  const [setAt, setSetAt] = useState(location);
  if (setAt !== location) {
    setSetAt(location);
    setState(initial);
  }
  return [state, setState];
}
