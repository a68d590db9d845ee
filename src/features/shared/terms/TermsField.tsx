import { Trans, useLingui } from '@lingui/react/macro';
import { termsRequiredText } from '../../../texts/checkout.ts';
import { CheckboxField } from '../../../ui/CheckboxGroup.tsx';

interface TermsFieldProps {
  /** The general terms; without them the field warns that they cannot be read (spec 002 §5). */
  termsUrl: string | null;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The last submit refused the terms unaccepted. */
  refused: boolean;
}

/**
 * Acceptance of the general terms, wherever an account is made (a registration, one at checkout):
 * the terms open in a new tab beside the checkbox, never inside its label, which would only tick it.
 */
export function TermsField({ termsUrl, accepted, onChange, refused }: TermsFieldProps) {
  const { t } = useLingui();
  return (
    <CheckboxField
      isSelected={accepted}
      onChange={onChange}
      isRequired
      error={refused ? termsRequiredText() : null}
      detail={
        termsUrl ? (
          <a href={termsUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Lees de algemene voorwaarden</Trans>
            <span className="visually-hidden">
              {' '}
              <Trans>(opent in een nieuw tabblad)</Trans>
            </span>
          </a>
        ) : (
          <span className="notice notice-warning">
            <Trans>De algemene voorwaarden zijn nu niet te lezen. Vraag ze aan de uitleendienst voor u akkoord gaat.</Trans>
          </span>
        )
      }
    >
      {t`Ik ga akkoord met de algemene voorwaarden`}
    </CheckboxField>
  );
}
