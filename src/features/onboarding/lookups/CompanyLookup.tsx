import { Trans, useLingui } from '@lingui/react/macro';
import type { RegistryCompany } from '../../../../machines/company-lookup/machine.ts';
import { useCompanyLookupFlow } from '../../../app/wiring/company-lookup.ts';
import { companyLookupFailureText, companyNotFoundText, fillInByHandText } from '../../../texts/onboarding-lookups.ts';
import { Button } from '../../../ui/Button.tsx';
import { RetryNotice } from '../../../ui/RetryNotice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { RegisteredAddressLines } from './RegisteredAddressLines.tsx';
import './lookups.css';

export interface CompanyLookupProps {
  onFound: (company: RegistryCompany) => void;
  /** The number the form holds already; a valid one is looked up at once. */
  initialNumber?: string;
  isDisabled?: boolean;
}

/**
 * Spec 002 §4/§5 "Non-profit": looks an enterprise or establishment number up in the company
 * registry and hands what it knows to the form, saying so when the organisation is inactive
 * (not approved, it cannot order). A part of the registration form, not a form itself: Enter
 * looks up and never submits the form around it.
 */
export function CompanyLookup({ onFound, initialNumber = '', isDisabled = false }: CompanyLookupProps) {
  const { t } = useLingui();
  const { number, lookingUp, company, outcome, numberFailure, lookupFailure, type, lookUp, retry } = useCompanyLookupFlow({ initialNumber, onFound });

  return (
    <div className="lookup company-lookup">
      <div className="lookup-row">
        <TextField
          label={t`Ondernemingsnummer of vestigingsnummer`}
          description={t`Bijvoorbeeld 0412.345.614 of 2.234.567.818`}
          value={number}
          inputMode="numeric"
          autoComplete="off"
          isDisabled={isDisabled}
          error={numberFailure && companyLookupFailureText(numberFailure)}
          onChange={type}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The look-up's own Enter: it must not submit the registration form around it.
            event.preventDefault();
            lookUp();
          }}
        />
        <span className="lookup-actions">
          <Button variant="secondary" onPress={lookUp} isDisabled={isDisabled} isPending={lookingUp}>
            <Trans>Opzoeken</Trans>
          </Button>
          <span className="lookup-spinner-slot">{lookingUp && <Spinner label={t`Bezig met opzoeken in de Kruispuntbank van Ondernemingen`} />}</span>
        </span>
      </div>
      {lookupFailure && <RetryNotice text={companyLookupFailureText(lookupFailure)} onRetry={retry} />}
      <div role="status" className="lookup-outcome">
        {company && (outcome === 'active' || outcome === 'inactive') && (
          <div className="lookup-found">
            <p className="lookup-caption">
              {outcome === 'active' ? <Trans>Actief in de Kruispuntbank van Ondernemingen</Trans> : <Trans>Niet actief in de Kruispuntbank van Ondernemingen</Trans>}
            </p>
            <p className="lookup-name">{company.name}</p>
            <dl className="lookup-facts">
              <dt>
                <Trans>Ondernemingsnummer</Trans>
              </dt>
              <dd>{company.businessNumber}</dd>
              <dt>
                <Trans>Adres</Trans>
              </dt>
              <dd>{company.address ? <RegisteredAddressLines address={company.address} /> : <Trans>Geen adres in het register</Trans>}</dd>
            </dl>
          </div>
        )}
        {outcome === 'notFound' && (
          <div className="notice notice-info">
            <p>{companyNotFoundText()}</p>
            <p>{fillInByHandText()}</p>
          </div>
        )}
      </div>
    </div>
  );
}
