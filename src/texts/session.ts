import { t } from '@lingui/core/macro';

/** The customer reads why they are signed out during the short delay before it happens. */
export function sessionExpiredText(): string {
  return t`Uw sessie is verlopen. Meld u opnieuw aan.`;
}
