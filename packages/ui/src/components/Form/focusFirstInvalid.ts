/** What counts as an invalid field: react-aria marks its fields with data-invalid, native inputs with aria-invalid. */
const INVALID = '[data-invalid], [aria-invalid="true"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the first invalid field of a form and scrolls it into view. The fields' scroll-margin (Form.css)
 * keeps it below the sticky top bar. Returns whether there was one.
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const invalid = form.querySelector<HTMLElement>(INVALID);
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
  return true;
}
