const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus into a field's box, marked `data-field="<field>"` by the form: its input, its
 * first radio button, its date segments or its list button (after an invalid submit, spec 000 §5).
 */
export function focusFieldIn(form: HTMLElement | null, field: string): void {
  const box = form?.querySelector(`[data-field="${field}"]`);
  box?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
