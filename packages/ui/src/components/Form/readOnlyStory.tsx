import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Form } from './Form';

/** The place of a control in the read-only stories: a read-only Form, as a viewer's edit screen has. */
export function ReadOnlyForm({ children }: { children: ReactNode }) {
  return (
    <Form isReadOnly aria-label="Brand">
      {children}
    </Form>
  );
}

/** Readable and copyable: the control takes focus (it is not disabled). */
export async function expectFocusable(element: HTMLElement) {
  await expect(element).not.toBeDisabled();
  element.focus();
  await expect(element).toHaveFocus();
}

/** What a person tries on a text-like control: click, typing, the arrows, deleting, pasting. */
export async function tryToType(element: HTMLElement) {
  await userEvent.click(element);
  await userEvent.keyboard('{End}Zq{ArrowUp}{ArrowDown}{Backspace}{Delete}');
  await userEvent.paste('pasted');
}

/** A clipboard paste as the browser delivers it, for editors that read the event rather than the keys. */
export function pasteEvent(element: HTMLElement) {
  const data = new DataTransfer();
  data.setData('text/plain', 'pasted text');
  data.setData('text/html', '<p>pasted text</p>');
  element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** The value can be selected whole, to copy it. */
export async function expectSelectable(input: HTMLInputElement | HTMLTextAreaElement) {
  input.focus();
  input.select();
  await expect(input.selectionEnd! - input.selectionStart!).toBe(input.value.length);
}
