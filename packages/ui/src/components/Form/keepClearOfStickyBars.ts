/**
 * The browser scrolls a field reached with Tab just into the window, which can leave it under the form's sticky
 * action bar. When it lands there, scroll it into view again: the fields' bottom scroll margin (Form.css) then keeps
 * it above the bar.
 */
export function keepClearOfStickyBars(form: HTMLFormElement, target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return;
  const bar = form.querySelector<HTMLElement>('[data-form-actions]');
  if (!bar || bar.contains(target)) return;
  if (target.getBoundingClientRect().bottom > bar.getBoundingClientRect().top) {
    target.scrollIntoView({ block: 'nearest' });
  }
}
