import {
  conflictReviewFields,
  useAccess,
  useEntityForm,
  useLiveRecord,
  type FieldErrors,
  type LiveRecordChange,
  type MutationOutcome,
  type RecordConflict,
  type Resource,
  type SaveOutcome,
} from '@deals/admin-core';
import {
  Button,
  ConfirmDialog,
  ConflictReview,
  DisabledAction,
  Form,
  FormActions,
  FormColumns,
  FormNote,
  LinkButton,
  PageHeader,
  ReadOnlyNote,
  useToaster,
  type BreadcrumbItem,
} from '@deals/ui';
import { Lock, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recordTypeOf } from './historyEntries';
import { useLoadedVersion, useRefetchEntity } from './LoadedEntity';
import { LiveRecordNote } from './LiveRecordNote';
import { RecordHistoryPanel } from './RecordHistoryPanel';
import { useRouteAccess } from './routeAccess';
import { UnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface FormApi<Draft> {
  draft: Draft;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  errors: FieldErrors;
}

export interface EntityFormPageProps<Draft extends object> {
  /** Singular, capitalised: "Brand". */
  noun: string;
  listHref: string;
  /** The list's name in the breadcrumbs: "Brands". */
  listLabel: string;
  /** Set when editing. */
  id?: string;
  initial: Draft;
  titleOf: (draft: Draft) => string;
  /** Client-side checks; a non-empty answer stops the save and shows each message at its field. */
  validate?: (draft: Draft) => FieldErrors;
  /**
   * Writes the draft; on a create, answers the new item's path so the page moves to its edit route. An update sends
   * `expectedVersion` along (the version the form loaded), so a colleague's save in between comes back as a conflict.
   */
  save: (draft: Draft, context: { expectedVersion?: number }) => Promise<SaveOutcome>;
  /** The conflict's record (input-shaped) as this form's draft, where the draft is not its input; see recordAsDraft. */
  theirsAsDraft?: (current: RecordConflict['current'], saved: Draft) => Draft | Promise<Draft>;
  /** Field names for the conflict review, where the key does not read well ("imageUrl" → "Logo"). */
  fieldLabels?: Partial<Record<keyof Draft & string, string>>;
  /**
   * Spec §2 save dialog: shown when an edit overwrites data customers see, given the record as it is on the server
   * (theirs, when a colleague saved in between); answers the dialog's text. Every write asks: Save, Keep mine and
   * Save merged.
   */
  confirmSaveText?: (live: Draft) => ReactNode | null;
  /** The save dialog for a create that replaces something customers see (a new page layout goes live). */
  confirmCreateText?: (draft: Draft) => ReactNode | null;
  remove?: { run: () => Promise<MutationOutcome<unknown>>; text: (saved: Draft) => ReactNode };
  headerActions?: ReactNode;
  /** The resource the form edits, for the permission table; the route's by default. */
  resource?: Resource;
  children: (form: FormApi<Draft>) => ReactNode;
  /**
   * A side panel for a long form (status, images): beside the main fields on a wide screen, below them on a narrow
   * one. Without it the form is one column at a reading width.
   */
  aside?: (form: FormApi<Draft>) => ReactNode;
}

/**
 * One create/edit page for every entity: field errors from the client and the server, a success or failure
 * toast, the save and delete ConfirmDialogs, and the unsaved-changes guard. Nothing typed is lost when a save fails.
 * A role that may not save sees the form read-only (the controller changes and keeps nothing; the ui Form makes
 * every control read-only), with the reason on the Save button; Delete shows only to a role that may delete.
 */
export function EntityFormPage<Draft extends object>({
  noun,
  listHref,
  listLabel,
  id,
  initial,
  titleOf,
  validate,
  save,
  theirsAsDraft,
  fieldLabels,
  confirmSaveText,
  confirmCreateText,
  remove,
  headerActions,
  resource: resourceProp,
  children,
  aside,
}: EntityFormPageProps<Draft>) {
  const navigate = useNavigate();
  const access = useAccess();
  const routeAccess = useRouteAccess();
  const resource = resourceProp ?? routeAccess?.resource;
  const saveAction = id ? 'update' : 'create';
  const saveRefusal = resource ? access.reason(saveAction, resource) : null;
  const canDelete = !resource || access.can('delete', resource);
  const toaster = useToaster();
  // The draft survives a reload under the page's own path (/brands/12/edit, /brands/new) until saved or discarded.
  const { pathname } = useLocation();
  const version = useLoadedVersion();
  const controller = useEntityForm<Draft>({
    initial,
    validate,
    save,
    remove: remove?.run,
    draftKey: pathname,
    version,
    theirsAsDraft,
    readOnly: saveRefusal !== null,
  });
  const { draft, saved, errors, isDirty, pending } = controller;
  // Someone else saved this record since the form loaded it (live updates): fetch theirs, which an untouched form
  // then shows and a form with unsaved changes offers to review.
  const liveChange = useLiveRecord(id && resource ? recordTypeOf(resource) : undefined, id, controller.version);
  const refetchEntity = useRefetchEntity();
  const changedVersion = liveChange && liveChange.kind !== 'DELETE' ? liveChange.version : null;
  useEffect(() => {
    if (changedVersion !== null) refetchEntity?.();
  }, [changedVersion, refetchEntity]);
  // The note stays after an untouched form took their version (it says so), until the person saves past it.
  const [noticed, setNoticed] = useState<LiveRecordChange | null>(null);
  if (liveChange && (liveChange.version !== noticed?.version || liveChange.kind !== noticed.kind)) {
    setNoticed(liveChange);
  }
  const liveNote =
    noticed && (noticed.kind === 'DELETE' || (noticed.version ?? 0) >= (controller.version ?? 0)) ? noticed : null;
  // The write waiting for the save dialog's answer (Save, Keep mine or Save merged).
  const [confirming, setConfirming] = useState<(() => Promise<SaveOutcome>) | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leaving = useRef(false);
  const lowerNoun = noun.toLowerCase();

  async function submit(send: () => Promise<SaveOutcome> = controller.submit) {
    const sent = draft;
    const outcome = await send();
    // A colleague saved in between: the review above the form says so and offers the ways on, instead of a toast.
    if (!outcome.ok && outcome.conflict) return;
    if (!outcome.ok) {
      toaster.error(`The ${lowerNoun} was not saved`, outcome.message);
      throw new Error(outcome.message);
    }
    toaster.success(id ? `${noun} saved` : `${noun} created`, titleOf(sent));
    if (outcome.createdHref) {
      leaving.current = true;
      navigate(outcome.createdHref, { replace: true });
    }
  }

  const form: FormApi<Draft> = { draft, set: controller.set, errors };
  const savedTitle = titleOf(saved);
  // What customers see now is the record on the server: theirs, when a colleague saved it in between.
  const confirmText = id ? confirmSaveText?.(controller.conflict?.theirs ?? saved) : confirmCreateText?.(draft);

  /** Spec §2: every way of writing a record customers see asks first, not only the Save button. */
  const write = (send: () => Promise<SaveOutcome>) => {
    if (confirmText) setConfirming(() => send);
    else void submit(send).catch(() => undefined);
  };
  return (
    <>
      <UnsavedChangesGuard isDirty={isDirty} leaving={leaving} onLeave={controller.discard} />
      <PageHeader
        title={id ? savedTitle || noun : `New ${lowerNoun}`}
        breadcrumbs={[
          { label: listLabel, href: listHref },
          { label: id ? savedTitle : `New ${lowerNoun}` } satisfies BreadcrumbItem,
        ]}
        actions={
          <>
            {headerActions}
            {id && remove && canDelete ? (
              <Button variant="danger" icon={<Trash2 size={16} />} onPress={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      {saveRefusal ? <ReadOnlyNote>You can view this {lowerNoun} but not change it.</ReadOnlyNote> : null}
      {controller.restoredDraft && !saveRefusal ? (
        <FormNote
          role="status"
          action={
            <Button size="sm" variant="secondary" onPress={controller.discard}>
              Discard them
            </Button>
          }
        >
          Your unsaved changes from an earlier visit are back. Save them, or discard them to see the {lowerNoun} as it
          is{id ? ' now' : ''}.
        </FormNote>
      ) : null}
      {liveNote && !controller.conflict ? (
        <LiveRecordNote
          noun={lowerNoun}
          change={liveNote}
          shown={!controller.newerLoaded && controller.version === liveNote.version}
          onReview={controller.newerLoaded ? () => controller.review({ by: liveNote.by, at: liveNote.at }) : null}
        />
      ) : null}
      {controller.conflict ? (
        <ConflictReview
          // A newer conflict (a third save while reviewing) starts its choices afresh.
          key={controller.conflict.version}
          noun={lowerNoun}
          changedBy={controller.conflict.by?.name ?? null}
          changedAt={controller.conflict.at}
          fields={conflictReviewFields(controller.conflict, fieldLabels)}
          isPending={pending}
          onKeepMine={() => write(controller.keepMine)}
          onTakeTheirs={() => {
            controller.takeTheirs();
            toaster.info(`Their ${lowerNoun} is shown`, 'Your changes were discarded.');
          }}
          onSaveMerged={(choices) => write(() => controller.merge(choices))}
        />
      ) : null}
      <Form
        width={aside ? 'wide' : 'reading'}
        isReadOnly={controller.readOnly}
        onSubmit={(event) => {
          event.preventDefault();
          if (!controller.check()) return;
          write(controller.submit);
        }}
      >
        {aside ? <FormColumns aside={aside(form)}>{children(form)}</FormColumns> : children(form)}
        <FormActions>
          {saveRefusal ? (
            <DisabledAction reason={saveRefusal} icon={<Lock size={16} />}>
              {id ? 'Save changes' : `Create ${lowerNoun}`}
            </DisabledAction>
          ) : (
            <>
              <Button type="submit" isPending={pending} isDisabled={id !== undefined && !isDirty}>
                {id ? 'Save changes' : `Create ${lowerNoun}`}
              </Button>
              {/* Back to the list; the unsaved-changes guard asks first when something was typed. */}
              <LinkButton variant="ghost" href={listHref}>
                Cancel
              </LinkButton>
            </>
          )}
        </FormActions>
      </Form>
      {id && resource ? <RecordHistoryPanel resource={resource} id={id} onRestored={controller.discard} /> : null}
      <ConfirmDialog
        variant="save"
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        onConfirm={() => submit(confirming ?? controller.submit)}
      >
        {confirmText}
      </ConfirmDialog>
      {remove ? (
        <ConfirmDialog
          variant="delete"
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          onConfirm={async () => {
            const outcome = await controller.remove();
            if (!outcome.ok) {
              toaster.error(`The ${lowerNoun} was not deleted`, outcome.message);
              throw new Error(outcome.message);
            }
            toaster.success(`${noun} deleted`, savedTitle);
            leaving.current = true;
            navigate(listHref, { replace: true });
          }}
        >
          {remove.text(saved)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
