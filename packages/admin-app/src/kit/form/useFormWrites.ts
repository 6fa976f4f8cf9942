import type { EntityFormController, SaveOutcome } from '@deals/admin-core';
import { useToaster } from '@deals/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface FormWritesOptions<Draft extends object> {
  form: EntityFormController<Draft>;
  noun: string;
  editing: boolean;
  title: (draft: Draft) => string;
  listHref: string;
  /** The save dialog's text when this write changes what customers see (spec §2); null when no dialog is needed. */
  confirmText: ReactNode | null | undefined;
}

/**
 * The writes of a form page with their toasts and dialogs: Save, Keep mine and Save merged ask the save dialog first
 * when customers see the record (spec §2); a create moves to the new record's page; a delete goes back to the list.
 * Nothing typed is lost when a write fails.
 */
export function useFormWrites<Draft extends object>({
  form,
  noun,
  editing,
  title,
  listHref,
  confirmText,
}: FormWritesOptions<Draft>) {
  const navigate = useNavigate();
  const toaster = useToaster();
  const lowerNoun = noun.toLowerCase();
  // Set just before the page navigates away itself, so the unsaved-changes guard does not ask.
  const leaving = useRef(false);
  // The write waiting for the save dialog's answer.
  const [confirming, setConfirming] = useState<(() => Promise<SaveOutcome>) | null>(null);

  async function submit(send: () => Promise<SaveOutcome> = form.submit) {
    const sent = form.draft;
    const outcome = await send();
    // A colleague saved in between: the review above the form says so and offers the ways on, instead of a toast.
    if (!outcome.ok && outcome.conflict) return;
    if (!outcome.ok) {
      toaster.error(`The ${lowerNoun} was not saved`, outcome.message);
      throw new Error(outcome.message);
    }
    toaster.success(editing ? `${noun} saved` : `${noun} created`, title(sent));
    if (outcome.createdHref) {
      leaving.current = true;
      navigate(outcome.createdHref, { replace: true });
    }
  }

  /** Spec §2: every way of writing a record customers see asks first, not only the Save button. */
  const write = (send: () => Promise<SaveOutcome>) => {
    if (confirmText) setConfirming(() => send);
    else void submit(send).catch(() => undefined);
  };

  async function remove() {
    const outcome = await form.remove();
    if (!outcome.ok) {
      toaster.error(`The ${lowerNoun} was not deleted`, outcome.message);
      throw new Error(outcome.message);
    }
    toaster.success(`${noun} deleted`, title(form.saved));
    leaving.current = true;
    navigate(listHref, { replace: true });
  }

  return {
    leaving,
    write,
    remove,
    confirming: confirming !== null,
    confirm: () => submit(confirming ?? form.submit),
    cancelConfirm: () => setConfirming(null),
    takeTheirs: () => {
      form.takeTheirs();
      toaster.info(`Their ${lowerNoun} is shown`, 'Your changes were discarded.');
    },
  };
}
