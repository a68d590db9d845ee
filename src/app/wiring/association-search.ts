import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createAssociationSearchActors } from '../../../machines/association-search/actors.ts';
import { ASSOCIATION_SEARCH_FIELDS, associationSearchMachine, MIN_NAME_QUERY_LENGTH, type AssociationSearchField, type ChosenAssociation } from '../../../machines/association-search/machine.ts';
import {
  selectChosen,
  selectFailure,
  selectField,
  selectFoundCount,
  selectIsSearching,
  selectIsTooShort,
  selectNothingFound,
  selectResults,
  selectText,
} from '../../../machines/association-search/selectors.ts';
import type { ShopServices } from '../environment.ts';
import { useAnnounced, useFlowActor } from './use-flow.ts';

/** The association register search of the non-profit registration; what is chosen goes to the form as an emitted event. */
export function associationSearchLogic({ api }: Pick<ShopServices, 'api'>) {
  return associationSearchMachine.provide({ actors: createAssociationSearchActors(api) });
}

export interface AssociationSearchHandlers {
  /** The organisation a restored form had chosen already. */
  chosen: ChosenAssociation | null;
  /** The form takes the register's organisation (its name and address, locked). */
  onChosen: (association: ChosenAssociation) => void;
  onCleared: () => void;
}

/**
 * The search as a part of the registration form: what it finds and says, what the person does,
 * and the choice handed to the form as the search announces it.
 */
export function useAssociationSearchFlow({ chosen: restored, onChosen, onCleared }: AssociationSearchHandlers) {
  const [input] = useState(() => ({ chosen: restored }));
  const search = useFlowActor(associationSearchLogic, input);
  useAnnounced(search, 'ASSOCIATION_CHOSEN', ({ association }) => onChosen(association));
  useAnnounced(search, 'ASSOCIATION_CLEARED', onCleared);
  return {
    fields: ASSOCIATION_SEARCH_FIELDS,
    /** Spec 002 §5: a name is searched from this many characters on. */
    minimumNameLength: MIN_NAME_QUERY_LENGTH,
    field: useSelector(search, selectField),
    text: useSelector(search, selectText),
    results: useSelector(search, selectResults),
    chosen: useSelector(search, selectChosen),
    failure: useSelector(search, selectFailure),
    foundCount: useSelector(search, selectFoundCount),
    tooShort: useSelector(search, selectIsTooShort),
    nothingFound: useSelector(search, selectNothingFound),
    searching: useSelector(search, selectIsSearching),
    chooseField: (field: AssociationSearchField) => search.send({ type: 'SEARCH_FIELD_CHOSEN', field }),
    type: (text: string) => search.send({ type: 'TEXT_TYPED', text }),
    search: () => search.send({ type: 'SEARCH_SUBMITTED' }),
    retry: () => search.send({ type: 'RETRY_REQUESTED' }),
    choose: (vCode: string) => search.send({ type: 'RESULT_CHOSEN', vCode }),
    clearChoice: () => search.send({ type: 'CHOICE_CLEARED' }),
  };
}
