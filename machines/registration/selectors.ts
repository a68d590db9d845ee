import type { SnapshotFrom } from 'xstate';
import { requiredOrganisationFields, type RegistrationErrors } from '../../src/domain/registration.ts';
import { formCheck, lockedFieldsOf, type registrationMachine } from './machine.ts';
import { isInactiveCompany } from './organisation.ts';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export type RegistrationStep = 'loadingKey' | 'keyLoadFailed' | 'keyRefused' | 'choosingType' | 'form';

export function selectStep(s: RegistrationSnapshot): RegistrationStep {
  if (s.hasTag('loading')) return 'loadingKey';
  if (s.matches('keyLoadFailed')) return 'keyLoadFailed';
  if (s.matches('keyRefused')) return 'keyRefused';
  if (s.matches('choosingType')) return 'choosingType';
  return 'form';
}

export const selectType = (s: RegistrationSnapshot) => s.context.type;
export const selectValues = (s: RegistrationSnapshot) => s.context.values;
export const selectSecrets = (s: RegistrationSnapshot) => s.context.secrets;
export const selectFailure = (s: RegistrationSnapshot) => s.context.failure;
export const selectIsCheckout = (s: RegistrationSnapshot) => s.context.checkout;
export const selectHasKey = (s: RegistrationSnapshot) => s.context.registerKey !== null;
export const selectAssociation = (s: RegistrationSnapshot) => s.context.association;
export const selectIsSubmitting = (s: RegistrationSnapshot) => s.hasTag('submitting') || s.status === 'done';
export const selectLockedFields = (s: RegistrationSnapshot) => lockedFieldsOf(s.context);
export const selectCanChangeType = (s: RegistrationSnapshot) => s.can({ type: 'TYPE_CHANGE_REQUESTED' });
export const selectCanAddContact = (s: RegistrationSnapshot) => s.can({ type: 'CONTACT_ADDED' });
/** Spec 002 §5: what the chosen kind must fill in of its organisation; the form marks those fields. */
export const selectRequiredOrganisationFields = (s: RegistrationSnapshot) => (s.context.type ? requiredOrganisationFields(s.context.type) : []);
/** Spec 002 §4: the registry knows the business number as inactive: not approved, cannot order. */
export const selectCompanyIsInactive = (s: RegistrationSnapshot) => isInactiveCompany(s.context.company, s.context.values);

const NO_ERRORS: RegistrationErrors = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export function selectFieldErrors(s: RegistrationSnapshot): RegistrationErrors {
  if (!s.context.checked) return NO_ERRORS;
  const check = formCheck(s.context);
  return check.valid ? NO_ERRORS : check.errors;
}
