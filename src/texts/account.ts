import { t } from '@lingui/core/macro';
import type { AccountTab } from '../domain/access.ts';

/** The account area's tabs, as the menu names them. */
export function accountTabText(tab: AccountTab): string {
  switch (tab) {
    case 'profile':
      return t`Mijn gegevens`;
    case 'contacts':
      return t`Contactpersonen`;
    case 'orders':
      return t`Bestellingen`;
    case 'invoices':
      return t`Facturen`;
  }
}
