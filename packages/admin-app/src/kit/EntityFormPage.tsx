import { useAccess, type MutationOutcome, type Resource } from '@deals/admin-core';
import {
  Button,
  ConfirmDialog,
  DisabledAction,
  Form,
  FormActions,
  FormColumns,
  LinkButton,
  PageHeader,
  ReadOnlyFieldset,
  ReadOnlyNote,
  useToaster,
  type BreadcrumbItem,
} from '@deals/ui';
import { Lock, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { RecordHistoryPanel } from './RecordHistoryPanel';
import { useRouteAccess } from './routeAccess';
import { UnsavedChangesGuard } from './useUnsavedChangesGuard';

export type FieldErrors = Record<string, string>;

export type SaveOutcome = { ok: true; createdHref?: string } | { ok: false; message: string; field?: string };

/** Update when editing, else create and answer where the new item's edit page is. */
export async function createOrUpdate<Created>(
  id: string | undefined,
  update: (id: string) => Promise<MutationOutcome<unknown>>,
  create: () => Promise<MutationOutcome<Created>>,
  createdHref: (data: Created) => string,
): Promise<SaveOutcome> {
  if (id) return update(id);
  const outcome = await create();
  return outcome.ok ? { ok: true, createdHref: createdHref(outcome.data) } : outcome;
}

export interface FormApi<Draft> {
  draft: Draft;
  set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  errors: FieldErrors;
}

export interface EntityFormPageProps<Draft> {
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
  /** Writes the draft; on a create, answers the new item's path so the page moves to its edit route. */
  save: (draft: Draft) => Promise<SaveOutcome>;
  /** Spec §2 save dialog: shown when an edit overwrites data customers see; answers the dialog's text. */
  confirmSaveText?: (saved: Draft) => ReactNode | null;
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
 * A role that may not save sees the form read-only, with the reason on the Save button; Delete shows only to a role
 * that may delete.
 */
export function EntityFormPage<Draft>({
  noun,
  listHref,
  listLabel,
  id,
  initial,
  titleOf,
  validate,
  save,
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
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirmSave, setConfirmSave] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const leaving = useRef(false);
  const lowerNoun = noun.toLowerCase();

  async function submit() {
    setPending(true);
    const outcome = await save(draft).finally(() => setPending(false));
    if (!outcome.ok) {
      setErrors(outcome.field ? { [outcome.field]: outcome.message } : {});
      toaster.error(`The ${lowerNoun} was not saved`, outcome.message);
      throw new Error(outcome.message);
    }
    setErrors({});
    setSaved(draft);
    toaster.success(id ? `${noun} saved` : `${noun} created`, titleOf(draft));
    if (outcome.createdHref) {
      leaving.current = true;
      navigate(outcome.createdHref, { replace: true });
    }
  }

  const form: FormApi<Draft> = {
    draft,
    set: (key, value) => setDraft((current) => ({ ...current, [key]: value })),
    errors,
  };
  const savedTitle = titleOf(saved);
  const confirmText = id ? confirmSaveText?.(saved) : confirmCreateText?.(draft);
  return (
    <>
      <UnsavedChangesGuard isDirty={isDirty} leaving={leaving} />
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
      <Form
        width={aside ? 'wide' : 'reading'}
        onSubmit={(event) => {
          event.preventDefault();
          if (saveRefusal) return;
          const problems = validate?.(draft) ?? {};
          if (Object.keys(problems).length) {
            setErrors(problems);
            return;
          }
          if (confirmText) setConfirmSave(true);
          else void submit().catch(() => undefined);
        }}
      >
        <ReadOnlyFieldset readOnly={saveRefusal !== null}>
          {aside ? <FormColumns aside={aside(form)}>{children(form)}</FormColumns> : children(form)}
        </ReadOnlyFieldset>
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
      {id && resource ? <RecordHistoryPanel resource={resource} id={id} /> : null}
      <ConfirmDialog variant="save" isOpen={confirmSave} onOpenChange={setConfirmSave} onConfirm={submit}>
        {confirmText}
      </ConfirmDialog>
      {remove ? (
        <ConfirmDialog
          variant="delete"
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          onConfirm={async () => {
            const outcome = await remove.run();
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

/** Field errors under a prefix ("metadata.title" → "title"), for a nested fieldset. */
export function nestedErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, message]) => [key.slice(prefix.length + 1), message]),
  );
}

/** A delete answer (statusCode + message) as an outcome. */
export function deleteOutcome(
  outcome: MutationOutcome<Record<string, { statusCode: number; message: string }>>,
): MutationOutcome<unknown> {
  if (!outcome.ok) return outcome;
  const [answer] = Object.values(outcome.data);
  return answer && answer.statusCode === 200 ? outcome : { ok: false, message: answer?.message ?? 'Not deleted.' };
}
