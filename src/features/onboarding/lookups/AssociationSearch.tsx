import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { AssociationSearchField, ChosenAssociation } from '../../../../machines/association-search/machine.ts';
import { useAssociationSearchFlow } from '../../../app/wiring/association-search.ts';
import {
  associationSearchFailureText,
  associationsFoundText,
  noAssociationFoundText,
  searchFieldText,
  searchTextLabel,
  tooShortText,
} from '../../../texts/onboarding-lookups.ts';
import { Button } from '../../../ui/Button.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { RetryNotice } from '../../../ui/RetryNotice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { RegisteredAddressLines } from './RegisteredAddressLines.tsx';
import './lookups.css';

export interface AssociationSearchProps {
  onChosen: (association: ChosenAssociation) => void;
  onCleared: () => void;
  /** The organisation a restored form had chosen already. */
  chosen?: ChosenAssociation | null;
}

/** Arrow keys walk the result buttons as they would a list box; Tab does too. */
function moveAmongResults(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : Math.max(at - 1, 0)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Spec 002 §5 "Non-profit": finds the organisation in the association register by name, vCode or
 * key, and hands the chosen one to the form. A part of the registration form, not a form itself:
 * Enter searches and never submits the form around it.
 */
export function AssociationSearch({ onChosen, onCleared, chosen: restored = null }: AssociationSearchProps) {
  const { t } = useLingui();
  // Where the focus goes once the choice has changed what is shown: the list it was in is gone.
  const focusAfterChange = useRef<'chosen' | 'search' | null>(null);
  const search = useAssociationSearchFlow({
    chosen: restored,
    onChosen: (association) => {
      focusAfterChange.current = 'chosen';
      onChosen(association);
    },
    onCleared: () => {
      focusAfterChange.current = 'search';
      onCleared();
    },
  });
  const { field, text, results, chosen, failure, foundCount, tooShort, nothingFound, searching } = search;
  const legendId = useId();
  const chosenRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = focusAfterChange.current === 'chosen' ? chosenRef.current : focusAfterChange.current === 'search' ? textRef.current?.querySelector('input') : null;
    focusAfterChange.current = null;
    target?.focus();
  }, [chosen]);

  if (chosen) {
    return (
      <div className="lookup lookup-chosen" ref={chosenRef} tabIndex={-1} role="group" aria-labelledby={legendId}>
        <p id={legendId} className="lookup-caption">
          <Trans>Gekozen uit het verenigingsregister</Trans>
        </p>
        <p className="lookup-name">{chosen.name}</p>
        <dl className="lookup-facts">
          <dt>
            <Trans>vCode</Trans>
          </dt>
          <dd>{chosen.vCode}</dd>
          <dt>
            <Trans>Ondernemingsnummer</Trans>
          </dt>
          <dd>{chosen.businessNumber ?? <Trans>Niet gekend in het register</Trans>}</dd>
          <dt>
            <Trans>Adres</Trans>
          </dt>
          <dd>
            <RegisteredAddressLines address={chosen.address} />
          </dd>
        </dl>
        <Button variant="secondary" onPress={search.clearChoice}>
          <Trans>Andere vereniging kiezen</Trans>
        </Button>
      </div>
    );
  }

  let status = '';
  if (tooShort) status = tooShortText(search.minimumNameLength);
  else if (nothingFound) status = noAssociationFoundText();
  else if (foundCount !== null) status = associationsFoundText(foundCount);

  return (
    <fieldset className="lookup">
      <legend className="lookup-legend">
        <Trans>Zoek uw vereniging in het verenigingsregister</Trans>
      </legend>
      <RadioGroup
        label={t`Zoeken op`}
        value={field}
        onChange={(next) => search.chooseField(next as AssociationSearchField)}
      >
        {search.fields.map((option) => (
          <Radio key={option} value={option}>
            {searchFieldText(option)}
          </Radio>
        ))}
      </RadioGroup>
      <div ref={textRef}>
        <TextField
          label={searchTextLabel(field)}
          value={text}
          autoComplete="off"
          onChange={search.type}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The search's own Enter: it must not submit the registration form around it.
            event.preventDefault();
            search.search();
          }}
        />
      </div>
      <div className="lookup-status">
        {searching && <Spinner label={t`Het verenigingsregister wordt doorzocht`} />}
        <p role="status">{status}</p>
      </div>
      {failure && <RetryNotice text={associationSearchFailureText(failure)} onRetry={search.retry} />}
      {results.length > 0 && (
        <ul className="lookup-results" aria-label={t`Gevonden verenigingen`} aria-busy={searching || undefined} onKeyDown={moveAmongResults}>
          {results.map((association) => (
            <li key={association.vCode}>
              <Button variant="secondary" onPress={() => search.choose(association.vCode)}>
                <span className="lookup-result-name">{association.name}</span>
                <span className="lookup-result-place">
                  {association.address.zipCode} {association.address.city} · {association.vCode}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
