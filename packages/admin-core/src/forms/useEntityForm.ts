import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAdminCore } from '../react/AdminCoreProvider';
import type { MutationOutcome } from '../react/mutationHooks';
import { draftSlot } from './draftStorage';
import type { FieldErrors, SaveOutcome } from './saveOutcome';

export interface EntityFormOptions<Draft extends object> {
  /** The record as loaded (or the empty draft of a new one). */
  initial: Draft;
  /** Client-side checks; a non-empty answer stops the save and shows each message at its field. */
  validate?: (draft: Draft) => FieldErrors;
  /** Writes the draft; on a create, answers the new record's path. */
  save: (draft: Draft) => Promise<SaveOutcome>;
  remove?: () => Promise<MutationOutcome<unknown>>;
  /**
   * Keeps the unsaved draft in the browser under this key ("brands/12", "brands/new"), so a reload or a closed tab
   * loses nothing: the form opens with it again until it is saved or discarded. Left out, nothing is kept.
   */
  draftKey?: string;
}

export interface EntityFormController<Draft extends object> {
  draft: Draft;
  /** The values last loaded or saved: what "unsaved changes" are measured against. */
  saved: Draft;
  errors: FieldErrors;
  isDirty: boolean;
  /** A save is on its way. */
  pending: boolean;
  /** The form opened with a draft kept from an earlier visit, not with the record as loaded. */
  restoredDraft: boolean;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  /** Runs the client checks, showing their messages; true when the draft may be sent. */
  check: () => boolean;
  /** Sends the draft. A failure keeps it (and shows a field's message at the field); success makes it the saved state. */
  submit: () => Promise<SaveOutcome>;
  remove: () => Promise<MutationOutcome<unknown>>;
  /** Back to the saved values, forgetting the kept draft. */
  discard: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `draft` that differ from `saved`. */
function changedFields<Draft extends object>(draft: Draft, saved: Draft): Partial<Draft> {
  const changed: Partial<Draft> = {};
  for (const key of Object.keys(draft) as (keyof Draft)[]) if (!same(draft[key], saved[key])) changed[key] = draft[key];
  return changed;
}

/** A kept draft over the loaded record, taking only the fields the form still has (an older app may have kept others). */
function restore<Draft extends object>(initial: Draft, kept: Partial<Draft> | null): Draft | null {
  if (!kept || typeof kept !== 'object') return null;
  const merged = { ...initial };
  for (const key of Object.keys(initial) as (keyof Draft)[])
    if (key in kept) merged[key] = kept[key] as Draft[keyof Draft];
  return same(merged, initial) ? null : merged;
}

/**
 * The behaviour of a create or edit form without its looks, the way ra-core's edit controller is: the draft and what
 * it is compared with, client and server field errors, save and delete as outcomes, and the draft kept in the
 * browser. A view (admin-app's EntityFormPage, or a host's own) adds fields, dialogs and toasts.
 */
export function useEntityForm<Draft extends object>({
  initial,
  validate,
  save,
  remove,
  draftKey,
}: EntityFormOptions<Draft>): EntityFormController<Draft> {
  const { storage } = useAdminCore();
  const slot = useMemo(() => (draftKey ? draftSlot<Partial<Draft>>(storage, draftKey) : null), [storage, draftKey]);
  const [opening] = useState(() => {
    const kept = restore(initial, slot?.read() ?? null);
    return { draft: kept ?? initial, restored: kept !== null };
  });
  const [draft, setDraft] = useState(opening.draft);
  const [saved, setSaved] = useState(initial);
  const [restoredDraft, setRestoredDraft] = useState(opening.restored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const isDirty = !same(draft, saved);

  // The browser keeps what is unsaved, and forgets it once nothing is (saved, discarded or typed back).
  // Only the fields the person changed are kept: reopened after a colleague saved other fields, the form shows
  // theirs with these changes on top, instead of old values the person never touched.
  useEffect(() => {
    if (isDirty) slot?.write(changedFields(draft, saved));
    else slot?.clear();
  }, [slot, draft, saved, isDirty]);

  const set = useCallback(<Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  }, []);

  const check = () => {
    const problems = validate?.(draft) ?? {};
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = async (): Promise<SaveOutcome> => {
    const sent = draft;
    setPending(true);
    const outcome = await save(sent).finally(() => setPending(false));
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      return outcome;
    }
    setErrors({});
    setSaved(sent);
    setRestoredDraft(false);
    slot?.clear();
    return outcome;
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setRestoredDraft(false);
    slot?.clear();
  };

  return {
    draft,
    saved,
    errors,
    isDirty,
    pending,
    restoredDraft,
    set,
    check,
    submit,
    remove: () => (remove ? remove() : Promise.resolve({ ok: false, message: 'This record cannot be deleted.' })),
    discard,
  };
}
