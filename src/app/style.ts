import { useSelector } from '@xstate/react';
import { selectStyleSettings } from '../../machines/session/selectors.ts';
import type { StyleSettings } from '../domain/style-settings.ts';
import { useServices } from './services-context.ts';

/** The deployment's style settings (src/domain/style-settings.ts), as the session read them at start. */
export function useStyleSettings(): StyleSettings {
  const { session } = useServices();
  return useSelector(session, selectStyleSettings);
}
