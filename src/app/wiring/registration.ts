import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createRegistrationActors } from '../../../machines/registration/actors.ts';
import { readRegistrationDraft, registrationMachine, type RegistrationInput } from '../../../machines/registration/machine.ts';
import type { ChosenAssociation, RegistryCompany } from '../../../machines/registration/organisation.ts';
import {
  selectAssociation,
  selectCanAddContact,
  selectCanChangeType,
  selectCompanyIsInactive,
  selectFailure,
  selectFieldErrors,
  selectHasKey,
  selectIsCheckout,
  selectIsSubmitting,
  selectLockedFields,
  selectRequiredOrganisationFields,
  selectSecrets,
  selectStep,
  selectType,
  selectValues,
} from '../../../machines/registration/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import type { PersonValues } from '../../domain/contact-person.ts';
import { registerCountryOf, type RegistrationPatch, type RegistrationSecrets, type RegistrationType } from '../../domain/registration.ts';
import { registeredText } from '../../texts/onboarding-registration.ts';
import { invalidFormText } from '../../texts/validation.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import { SUMMARY_PATH } from '../config.ts';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';
import { CHECKOUT_FORMS } from './checkout-drafts.ts';
import { useFlow } from './use-flow.ts';

/** The country a registration's address starts in (DefaultRegisterCountryID). */
const countryOf = ({ session }: Pick<ShopServices, 'session'>) => registerCountryOf(selectSettings(session.getSnapshot())?.DefaultRegisterCountryID);

/**
 * The registration's draft, under its flow's own key: forgotten once registered, kept after a
 * registration at checkout so "Gegevens wijzigen" finds the form again, until the order is placed.
 */
const registrationDraftOf = (services: Pick<ShopServices, 'session' | 'draft'>) => services.draft(CHECKOUT_FORMS.registration, readRegistrationDraft(countryOf(services)));

/** What the registration starts from: the route's key and mode, its draft (a reload loses nothing), and the shop's country and activate page. */
export function registrationInputOf(
  services: Pick<ShopServices, 'session' | 'draft'>,
  { registerKey, checkout, origin }: { registerKey: string | null; checkout: boolean; origin: string },
): RegistrationInput {
  return {
    registerKey,
    checkout,
    draft: registrationDraftOf(services).read(),
    country: countryOf(services),
    activateUrl: new URL('/activate', origin).toString(),
  };
}

/**
 * Registration: its calls; the form kept as its draft as it is typed (never the passwords);
 * toasts; home after registering, or the summary after storing a registration at checkout,
 * whose password only the session's memory holds.
 */
export function registrationLogic(services: Pick<ShopServices, 'api' | 'session' | 'toasts' | 'navigate' | 'draft'>) {
  const { api, session, toasts, navigate } = services;
  const registrationDraft = registrationDraftOf(services);
  return registrationMachine.provide({
    actors: createRegistrationActors(api),
    actions: {
      storeDraft: (_, { draft }) => registrationDraft.write(draft),
      announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: invalidFormText() }),
      announceRegistered: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: registeredText() }),
      goHome: () => navigate('/home'),
      keepForCheckout: (_, { registration, password }) => {
        session.send({ type: 'PENDING_CHANGED', patch: registration });
        session.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password });
      },
      goToSummary: () => navigate(SUMMARY_PATH),
    },
  });
}

/** The registration page: the kind, then the form with its locks and refusals, and what the person does. */
export function useRegistrationFlow(route: { registerKey: string | null; checkout: boolean }) {
  const services = useServices();
  const [input] = useState(() => registrationInputOf(services, { ...route, origin: window.location.origin }));
  const [snapshot, send, actor] = useFlow(registrationLogic, input);
  const provider = useSelector(services.session, (s) => selectSettings(s)?.OidcProviderName ?? null);
  return {
    step: selectStep(snapshot),
    failure: selectFailure(snapshot),
    type: selectType(snapshot),
    values: selectValues(snapshot),
    secrets: selectSecrets(snapshot),
    errors: selectFieldErrors(snapshot),
    locked: selectLockedFields(snapshot),
    checkout: selectIsCheckout(snapshot),
    submitting: selectIsSubmitting(snapshot),
    hasKey: selectHasKey(snapshot),
    canChangeType: selectCanChangeType(snapshot),
    canAddContact: selectCanAddContact(snapshot),
    association: selectAssociation(snapshot),
    companyIsInactive: selectCompanyIsInactive(snapshot),
    requiredOrganisationFields: selectRequiredOrganisationFields(snapshot),
    /** The identity provider to register with instead (OidcProviderName); none at checkout, whose order waits. */
    provider: input.checkout ? null : provider,
    formRef: useFieldFocus(actor),
    chooseType: (registrationType: RegistrationType) => send({ type: 'TYPE_CHOSEN', registrationType }),
    changeType: () => send({ type: 'TYPE_CHANGE_REQUESTED' }),
    change: (patch: RegistrationPatch) => send({ type: 'FIELD_CHANGED', patch }),
    changeSecrets: (patch: Partial<RegistrationSecrets>) => send({ type: 'PASSWORD_CHANGED', patch }),
    addContact: () => send({ type: 'CONTACT_ADDED' }),
    changeContact: (index: number, patch: Partial<PersonValues>) => send({ type: 'CONTACT_CHANGED', index, patch }),
    removeContact: (index: number) => send({ type: 'CONTACT_REMOVED', index }),
    chooseAssociation: (association: ChosenAssociation) => send({ type: 'ASSOCIATION_CHOSEN', association }),
    clearAssociation: () => send({ type: 'ASSOCIATION_CLEARED' }),
    takeCompany: (company: RegistryCompany) => send({ type: 'COMPANY_FOUND', company }),
    submit: () => send({ type: 'SUBMITTED' }),
    retry: () => send({ type: 'RETRY_REQUESTED' }),
  };
}

export type RegistrationFlow = ReturnType<typeof useRegistrationFlow>;
