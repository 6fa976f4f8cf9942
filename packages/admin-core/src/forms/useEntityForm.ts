import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAdminCore } from '../react/AdminCoreProvider';
import type { MutationOutcome } from '../react/mutationHooks';
import { recordAsDraft, type RecordConflict } from './conflict';
import { safeConflictChoice, type ConflictChoice, type ConflictField } from './conflictReview';
import { draftSlot } from './draftStorage';
import { errorsAfterEdit } from './errorsAfterEdit';
import type { FieldErrors, SaveOutcome } from './saveOutcome';
import { withoutTypename } from './withoutTypename';

/** A stale save, as the form shows it: who changed the record meanwhile, when, and each field that now differs. */
export interface FormConflict<Draft extends object> {
  /** Who saved meanwhile (null when the API does not know: an account since deleted). */
  by: { id: string; name: string } | null;
  at: string;
  /** Their version: what keepMine and merge send as the expected one. */
  version: number;
  /** Their record as a draft of this form. */
  theirs: Draft;
  /**
   * The fields where theirs and the draft differ. `changedByMe` says the person changed it since loading,
   * `changedByThem` that the colleague's save did (a merge keeps the side that changed it; where both did, the
   * person must choose).
   */
  fields: ConflictField<keyof Draft & string>[];
}

export interface EntityFormOptions<Draft extends object> {
  /** The record as loaded (or the empty draft of a new one). */
  initial: Draft;
  /** Client-side checks; a non-empty answer stops the save and shows each message at its field. */
  validate?: (draft: Draft) => FieldErrors;
  /**
   * A saved draft as the API stored it (texts trimmed, codes upper-cased): what the form shows and compares with once
   * the save succeeds. Without it the form keeps the draft as sent.
   */
  asStored?: (sent: Draft) => Draft;
  /** Writes the draft; on a create, answers the new record's path. */
  save: (draft: Draft, context: { expectedVersion?: number }) => Promise<SaveOutcome>;
  /**
   * The record's version as loaded (with the `versions` capability): sent with every save, so a colleague's save in
   * between is refused with CONFLICT instead of overwritten. Left out, saves are last-write-wins. A newer version
   * passed later, with its `initial` (the screen refetched a colleague's save), is taken by an untouched form and
   * offered to one with unsaved changes (`newerLoaded`, `review`).
   */
  version?: number;
  /**
   * Their record (the conflict's `current`, input-shaped) as this form's draft; `recordAsDraft` by default. May be
   * async, e.g. to look up the titles of referenced ids.
   */
  theirsAsDraft?: (current: RecordConflict['current'], saved: Draft) => Draft | Promise<Draft>;
  remove?: () => Promise<MutationOutcome<unknown>>;
  /**
   * Keeps the unsaved draft in the browser under this key ("brands/12", "brands/new"), so a reload or a closed tab
   * loses nothing: the form opens with it again until it is saved or discarded. Left out, nothing is kept.
   */
  draftKey?: string;
  /**
   * The person may not save this form (their role): the form shows the record as loaded and stays so. Nothing changes
   * it (`set` is ignored), no draft is kept, one kept earlier (before the role changed, or by someone else on this
   * browser) is not applied, and nothing is sent. The view shows its controls read-only from `readOnly`.
   */
  readOnly?: boolean;
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
  /** Nothing of this form may change or be sent (the option, as the view needs it for its controls). */
  readOnly: boolean;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  /** Runs the client checks, showing their messages; true when the draft may be sent. */
  check: () => boolean;
  /** Sends the draft. A failure keeps it (and shows a field's message at the field); success makes it the saved state. */
  submit: () => Promise<SaveOutcome>;
  remove: () => Promise<MutationOutcome<unknown>>;
  /** Back to the saved values, forgetting the kept draft. */
  discard: () => void;
  /** The version the next save expects (the loaded one, then each saved one). */
  version: number | undefined;
  /** The last save was refused because someone saved in between: theirs against the draft, nothing lost. */
  conflict: FormConflict<Draft> | null;
  /** Saves the draft over theirs, knowingly (with their version). */
  keepMine: () => Promise<SaveOutcome>;
  /** The form becomes their record; the draft is forgotten. */
  takeTheirs: () => void;
  /**
   * Per differing field mine or theirs, then saves it. An unnamed field keeps the side that changed it
   * (`safeConflictChoice`); one both changed must be named, or nothing is saved and the outcome says which.
   */
  merge: (choices: Readonly<Partial<Record<string, ConflictChoice>>>) => Promise<SaveOutcome>;
  /**
   * A newer version of the record than the form's was loaded while the form holds unsaved changes (someone else
   * saved; with live updates the screen refetches it). `review` then shows theirs beside yours as a conflict, before
   * the person saves. An untouched form takes the newer record by itself.
   */
  newerLoaded: boolean;
  review: (about: Pick<FormConflict<Draft>, 'by' | 'at'>) => void;
  /**
   * Takes the newer record under the unsaved changes: each field the person did not change takes its new value, the
   * ones they changed keep theirs, and the next save expects the newer version. For a change nobody made to this form's
   * fields by hand — another record's delete emptied a reference — where reviewing would only offer a value that can
   * no longer be saved. Does nothing unless `newerLoaded`.
   */
  absorb: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a save of a read-only form answers, without sending anything. */
const READ_ONLY_MESSAGE = 'You can view this record but not change it.';

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
 * browser. A view (admin-app's ResourceFormPage, or a host's own) adds fields, dialogs and toasts.
 */
export function useEntityForm<Draft extends object>({
  initial: loaded,
  validate,
  asStored,
  save,
  remove,
  draftKey,
  version: loadedVersion,
  theirsAsDraft = recordAsDraft,
  readOnly = false,
}: EntityFormOptions<Draft>): EntityFormController<Draft> {
  // Query data becomes the draft here: without Apollo's __typename (at every depth), which is no field of the person's.
  const initial = withoutTypename(loaded);
  const { storage } = useAdminCore();
  // A read-only form neither reads nor writes the browser's drafts: it is the record as loaded, nothing else.
  const slot = useMemo(
    () => (draftKey && !readOnly ? draftSlot<Partial<Draft>>(storage, draftKey) : null),
    [storage, draftKey, readOnly],
  );
  const [opening] = useState(() => {
    const kept = restore(initial, withoutTypename(slot?.read() ?? null));
    return { draft: kept ?? initial, restored: kept !== null };
  });
  const [draft, setDraft] = useState(opening.draft);
  const [saved, setSaved] = useState(initial);
  const [restoredDraft, setRestoredDraft] = useState(opening.restored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  // The form owns the version its values came from: a refetch showing a newer record must not make a stale save pass.
  const [version, setVersion] = useState(loadedVersion);
  const [conflict, setConflict] = useState<FormConflict<Draft> | null>(null);
  const isDirty = !same(draft, saved);

  // The browser keeps what is unsaved, and forgets it once nothing is (saved, discarded or typed back).
  // Only the fields the person changed are kept: reopened after a colleague saved other fields, the form shows
  // theirs with these changes on top, instead of old values the person never touched.
  useEffect(() => {
    if (isDirty) slot?.write(changedFields(draft, saved));
    else slot?.clear();
  }, [slot, draft, saved, isDirty]);

  const set = useCallback(
    <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
      if (readOnly) return;
      setDraft((current) => ({ ...current, [key]: value }));
    },
    [readOnly],
  );

  // A field refused since the last save is checked again as the person edits it (errorsAfterEdit). Adjusted while
  // rendering, as React advises for state that follows other state.
  const [refused, setRefused] = useState<readonly string[]>([]);
  const refuse = (paths: readonly string[]) => setRefused((before) => [...new Set([...before, ...paths])]);
  const [checkedDraft, setCheckedDraft] = useState(draft);
  if (checkedDraft !== draft) {
    setCheckedDraft(draft);
    const followed = errorsAfterEdit(errors, checkedDraft, draft, validate, refused);
    if (followed !== errors) setErrors(followed);
  }

  const check = () => {
    const problems = validate?.(draft) ?? {};
    setErrors(problems);
    refuse(Object.keys(problems));
    return Object.keys(problems).length === 0;
  };

  const conflictOf = (
    theirs: Draft,
    mine: Draft,
    about: Pick<FormConflict<Draft>, 'by' | 'at' | 'version'>,
  ): FormConflict<Draft> => {
    const fields = (Object.keys(mine) as (keyof Draft & string)[])
      .filter((key) => !same(mine[key], theirs[key]))
      .map((key) => ({
        key,
        theirs: theirs[key],
        mine: mine[key],
        changedByMe: !same(mine[key], saved[key]),
        changedByThem: !same(theirs[key], saved[key]),
      }));
    return { ...about, theirs, fields };
  };

  const conflictFrom = async (refused: RecordConflict, sent: Draft): Promise<FormConflict<Draft>> => {
    const { current } = refused;
    const theirs = await theirsAsDraft(current, saved);
    return conflictOf(theirs, sent, { by: current.updatedBy, at: current.updatedAt, version: current.version });
  };

  // A newer version of the record was loaded under the form (live updates refetched a colleague's save). An untouched
  // form simply shows it; one with unsaved changes keeps them until the person reviews theirs (`review`). Adjusted
  // while rendering, as React advises for state that follows a prop; `version` then catches up, so it runs once.
  const newerLoaded = loadedVersion !== undefined && version !== undefined && loadedVersion > version;
  if (newerLoaded && !isDirty && !conflict && !pending) {
    setDraft(initial);
    setSaved(initial);
    setVersion(loadedVersion);
  }

  const review = (about: Pick<FormConflict<Draft>, 'by' | 'at'>) => {
    if (newerLoaded) setConflict(conflictOf(initial, draft, { ...about, version: loadedVersion }));
  };

  const absorb = () => {
    if (!newerLoaded) return;
    const merged = { ...initial };
    for (const key of Object.keys(draft) as (keyof Draft)[])
      if (!same(draft[key], saved[key])) merged[key] = draft[key];
    setDraft(merged);
    setSaved(initial);
    setVersion(loadedVersion);
  };

  const send = async (sent: Draft, expectedVersion: number | undefined): Promise<SaveOutcome> => {
    if (readOnly) return { ok: false, message: READ_ONLY_MESSAGE };
    setPending(true);
    const outcome = await save(sent, { expectedVersion })
      .then(async (answer) => {
        // The draft stays as typed (and kept in the browser): the conflict only shows theirs beside it.
        if (!answer.ok && answer.conflict) setConflict(await conflictFrom(answer.conflict, sent));
        return answer;
      })
      .finally(() => setPending(false));
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      if (outcome.field) refuse([outcome.field]);
      return outcome;
    }
    setErrors({});
    setRefused([]);
    setConflict(null);
    const stored = asStored ? asStored(sent) : sent;
    setSaved(stored);
    // What was typed while the save ran stays the person's; an untouched draft shows what the API stored.
    setDraft((current) => (current === sent ? stored : current));
    setVersion(outcome.version ?? (expectedVersion === undefined ? undefined : expectedVersion + 1));
    setRestoredDraft(false);
    slot?.clear();
    return outcome;
  };

  const submit = () => send(draft, version);

  const keepMine = () => send(draft, conflict?.version ?? version);

  const takeTheirs = () => {
    if (!conflict) return;
    setDraft(conflict.theirs);
    setSaved(conflict.theirs);
    setVersion(conflict.version);
    setConflict(null);
    setErrors({});
    setRestoredDraft(false);
    slot?.clear();
  };

  const merge = async (choices: Readonly<Partial<Record<string, ConflictChoice>>>): Promise<SaveOutcome> => {
    if (!conflict) return submit();
    const unchosen = conflict.fields.filter((field) => !(choices[field.key] ?? safeConflictChoice(field)));
    if (unchosen.length > 0) {
      const keys = unchosen.map((field) => field.key);
      return { ok: false, field: keys[0], message: `You both changed ${keys.join(', ')}: choose theirs or mine.` };
    }
    const merged = { ...draft };
    for (const field of conflict.fields) {
      if ((choices[field.key] ?? safeConflictChoice(field)) === 'theirs')
        merged[field.key] = conflict.theirs[field.key];
    }
    setDraft(merged);
    return send(merged, conflict.version);
  };

  const discard = () => {
    setDraft(saved);
    setErrors({});
    setConflict(null);
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
    readOnly,
    set,
    check,
    submit,
    remove: () => (remove ? remove() : Promise.resolve({ ok: false, message: 'This record cannot be deleted.' })),
    discard,
    version,
    conflict,
    keepMine,
    takeTheirs,
    merge,
    newerLoaded,
    review,
    absorb,
  };
}
