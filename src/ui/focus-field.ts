import { useEffect, useRef, type RefObject } from 'react';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus into a field's box, marked `data-field="<field>"` by the form: its input, its
 * first radio button, its date segments or its list button (after an invalid submit, spec 000 §5).
 */
function focusFieldIn(form: HTMLElement | null, field: string): void {
  const box = form?.querySelector(`[data-field="${field}"]`);
  box?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/** What announces that a field should take the focus: a flow's actor emitting FIELD_FOCUS_REQUESTED. */
export interface FieldFocusRequests {
  on(type: 'FIELD_FOCUS_REQUESTED', listener: (event: { field: string }) => void): { unsubscribe(): void };
}

/**
 * A form's ref whose field takes the focus whenever the flow asks for it (an invalid submit moves
 * the focus to the first field in error). The form marks its fields' boxes `data-field`.
 */
export function useFieldFocus<T extends HTMLElement = HTMLFormElement>(requests: FieldFocusRequests): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const focusing = requests.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(ref.current, field));
    return () => focusing.unsubscribe();
  }, [requests]);
  return ref;
}

/**
 * An element that takes the focus once it shows: an answer that replaces the form the focus was
 * in (a message sent, a mail requested), so a screen reader reads it out.
 */
export function useFocusOnShow<T extends HTMLElement = HTMLDivElement>(shown: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
