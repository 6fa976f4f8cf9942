import {
  useResourceForm,
  type ResourceDefinition,
  type ResourceFormController,
  type RecordType,
  type ResourceFormOptions,
  type RecordStamp,
} from '@deals/admin-core';
import { Button, ConfirmDialog, Form, FormColumns, PageHeader } from '@deals/ui';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDeleteImpactNote } from '../useDeleteImpactNote';
import { useLoadedVersion } from '../LoadedEntity';
import { RecordHistoryPanel } from '../RecordHistoryPanel';
import { UnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { FormFooter } from './FormFooter';
import { FormNotices } from './FormNotices';
import { useFormAccess } from './useFormAccess';
import { useFormWrites } from './useFormWrites';
import { useLiveFormNote } from './useLiveFormNote';

/** What a screen adds to its resource's form: the dialogs' texts (spec §2), where it differs from the entity. */
export interface FormTexts<Draft> {
  /** The save dialog, given the record as customers see it now (theirs after a colleague's save); null: no dialog. */
  save?: (live: Draft) => ReactNode | null;
  /** The save dialog of a create that replaces something customers see (a new page layout goes live). */
  create?: (draft: Draft) => ReactNode | null;
  /** The delete dialog's text; left out, the page offers no Delete. */
  remove?: (saved: Draft) => ReactNode;
}

export interface ResourceFormPageProps<Draft extends object> {
  resource: ResourceDefinition<unknown, string>;
  /** The resource's pages: the list, `new` and `{key}/edit` under it ("/products", "/carousel/banner-carousel"). */
  basePath: string;
  /**
   * Where the page goes once a create is saved, when not the new record's edit page (`${basePath}/{key}/edit`): a job's
   * details, or for a record that is never edited (a page layout) a place named by the draft that was saved.
   */
  createdHref?: (key: string, draft: Draft) => string;
  /** How the page names one record ("Post", "Menu"), when not the entity's noun. */
  noun?: string;
  /** The list the breadcrumbs and Cancel lead to, when not `basePath`; and its name, when not the entity's plural. */
  list?: { href?: string; label?: string };
  /**
   * The record's key and the record as loaded (from `ResourceFormRoute`); no key on a create, which may start from a
   * copy of a record (a new page layout from an earlier version).
   */
  id?: string;
  record?: object;
  /** Where the screen's draft is not the entity's (extra, derived or differently shaped fields). */
  options?: Pick<ResourceFormOptions<Draft>, 'draftOf' | 'inputOf' | 'validate' | 'theirsAsDraft'>;
  texts?: FormTexts<Draft>;
  /** Conflict review labels where a field's label is not what the form calls it. */
  fieldLabels?: Partial<Record<string, string>>;
  headerActions?: ReactNode;
  children: (form: ResourceFormController<Draft>) => ReactNode;
  /** A side panel for a long form: beside the main fields on a wide screen, below them on a narrow one. */
  aside?: (form: ResourceFormController<Draft>) => ReactNode;
}

/**
 * The create/edit page of a resource: its controller (`useResourceForm`), the notices above the fields, Save or why
 * not, the save and delete dialogs, the unsaved-changes guard and the record's history. A role that may not save sees
 * the form read-only; Delete shows only to a role that may delete. The screen lays out fields; the rest is here.
 */
export function ResourceFormPage<Draft extends object>({
  resource,
  basePath,
  createdHref = (key) => `${basePath}/${key}/edit`,
  noun = resource.entity.noun,
  list,
  id,
  record,
  options,
  texts = {},
  fieldLabels,
  headerActions,
  children,
  aside,
}: ResourceFormPageProps<Draft>) {
  const { entity } = resource;
  const editing = id !== undefined;
  // What the API watches, counts and keeps history by: the record's own id, not the route's key (a sale's slug).
  const recordId = editing ? String((record as { id?: unknown } | undefined)?.id ?? id) : undefined;
  const { saveRefusal, canDelete } = useFormAccess(resource.permission, editing);
  // The draft survives a reload under the page's own path (/brands/12/edit, /brands/new) until saved or discarded.
  const { pathname } = useLocation();
  const loadedVersion = useLoadedVersion();
  const form = useResourceForm<Draft>(resource, {
    ...options,
    id,
    record,
    version: loadedVersion,
    draftKey: pathname,
    readOnly: saveRefusal !== null,
    editHref: createdHref,
  });
  const liveNote = useLiveFormNote(
    resource.permission,
    recordId,
    form,
    loadedVersion,
    record as RecordStamp | undefined,
  );
  const title = (draft: Draft) => String((draft as Record<string, unknown>)[entity.titleField] ?? '');
  const listHref = list?.href ?? basePath;
  const confirmText = editing ? texts.save?.(form.conflict?.theirs ?? form.saved) : texts.create?.(form.draft);
  const writes = useFormWrites({ form, noun, editing, title, listHref, confirmText });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const labels = {
    // A change is named as the history names it ("Logo" for a brand's image).
    ...Object.fromEntries(
      Object.entries(entity.fields).map(([key, field]) => [key, (field.history && field.history.label) || field.label]),
    ),
    ...fieldLabels,
  };
  const savedTitle = title(form.saved);
  const pageTitle = editing ? savedTitle || noun : `New ${noun.toLowerCase()}`;
  const mayDelete = editing && texts.remove && resource.operations.remove && canDelete;
  const impact = useDeleteImpactNote(
    entity.recordType as RecordType,
    recordId ? [recordId] : [],
    confirmDelete && Boolean(mayDelete),
  );
  return (
    <>
      <UnsavedChangesGuard isDirty={form.isDirty} leaving={writes.leaving} onLeave={form.discard} />
      <PageHeader
        title={pageTitle}
        breadcrumbs={[
          { label: list?.label ?? entity.plural, href: listHref },
          { label: editing ? savedTitle : pageTitle },
        ]}
        actions={
          <>
            {headerActions}
            {mayDelete ? (
              <Button variant="danger" icon={<Trash2 size={16} />} onPress={() => setConfirmDelete(true)}>
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <FormNotices
        form={form}
        noun={noun}
        editing={editing}
        saveRefusal={saveRefusal}
        liveNote={liveNote}
        fieldLabels={labels}
        onWrite={writes.write}
        onTakeTheirs={writes.takeTheirs}
      />
      <Form
        width={aside ? 'wide' : 'reading'}
        isReadOnly={form.readOnly}
        onSubmit={(event) => {
          event.preventDefault();
          if (form.check()) writes.write(form.submit);
        }}
      >
        {aside ? <FormColumns aside={aside(form)}>{children(form)}</FormColumns> : children(form)}
        <FormFooter
          noun={noun}
          editing={editing}
          saveRefusal={saveRefusal}
          pending={form.pending}
          isDirty={form.isDirty}
          listHref={listHref}
        />
      </Form>
      {recordId ? <RecordHistoryPanel resource={resource.permission} id={recordId} onRestored={form.discard} /> : null}
      <ConfirmDialog
        variant="save"
        isOpen={writes.confirming}
        onOpenChange={(isOpen) => !isOpen && writes.cancelConfirm()}
        onConfirm={writes.confirm}
      >
        {confirmText}
      </ConfirmDialog>
      {mayDelete ? (
        <ConfirmDialog
          variant="delete"
          isOpen={confirmDelete}
          onOpenChange={setConfirmDelete}
          onConfirm={writes.remove}
          isConfirmDisabled={impact.checking}
        >
          {texts.remove?.(form.saved)}
          {impact.note}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
