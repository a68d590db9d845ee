import type { SnapshotFrom } from 'xstate';
import { contactMessageProblems } from '../../src/domain/contact-message.ts';
import type { FieldProblems } from '../../src/domain/validation.ts';
import type { contactMessageMachine } from './machine.ts';

type ContactMessageSnapshot = SnapshotFrom<typeof contactMessageMachine>;

export const selectValues = (s: ContactMessageSnapshot) => s.context.values;
export const selectIsSending = (s: ContactMessageSnapshot) => s.hasTag('submitting');
export const selectIsSent = (s: ContactMessageSnapshot) => s.matches('sent');

const NO_PROBLEMS: FieldProblems = {};

/** The refused fields, once an invalid submit asked for them; they follow every change from then on. */
export const selectFieldProblems = (s: ContactMessageSnapshot): FieldProblems => (s.context.checked ? contactMessageProblems(s.context.values) : NO_PROBLEMS);
