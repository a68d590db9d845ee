import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { sessionMachine } from '../../machines/session/machine.ts';
import { selectHasAnonymousCart, selectIsSettled, selectIsSignedIn } from '../../machines/session/selectors.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { loginPathReturningTo } from './navigation.ts';
import { useServices } from './services-context.ts';

/** A named access rule a route can require (spec 000 §2); all must pass, else forbidden. */
export interface AccessRule {
  name: string;
  allows(session: SnapshotFrom<typeof sessionMachine>): boolean;
}

/**
 * Guards a route: a visitor who is not signed in goes to login and comes back here after it;
 * a signed-in user failing a required rule goes to forbidden. A checkout page also admits an
 * anonymous token holding a cart (spec 001 §1: anonymous shopping and checkout).
 */
export function Guard({ rules = [], anonymousWithCart = false, children }: { rules?: AccessRule[]; anonymousWithCart?: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const { session } = useServices();
  const settled = useSelector(session, selectIsSettled);
  const signedIn = useSelector(session, (s) => selectIsSignedIn(s) || (anonymousWithCart && selectHasAnonymousCart(s)));
  const allowed = useSelector(session, (s) => rules.every((rule) => rule.allows(s)));
  const [location] = useLocation();
  const search = useSearch();
  if (!settled) return <Spinner label={t`Bezig met laden`} />;
  if (!signedIn) return <Redirect to={loginPathReturningTo(search ? `${location}?${search}` : location)} replace />;
  if (!allowed) return <Redirect to="/forbidden" replace />;
  return children;
}
