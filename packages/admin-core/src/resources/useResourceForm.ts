import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { entityProblems } from '@deals/domain/entities';
import { useMemo } from 'react';
import { recordAsDraft, type RecordConflict } from '../forms/conflict';
import { deleteOutcome, type FieldErrors, type SaveOutcome } from '../forms/saveOutcome';
import { useEntityForm, type EntityFormController, type EntityFormOptions } from '../forms/useEntityForm';
import { useAdminCore } from '../react/AdminCoreProvider';
import { useEntityMutation, type MutationOutcome } from '../react/mutationHooks';
import { filterKinds, type FilterKind } from '../stores/filters';
import type { ResourceDefinition } from './defineResource';
import {
  bindChoice,
  bindField,
  bindFieldset,
  bindListItem,
  bindToggle,
  type ChoiceBinding,
  type ChoiceOption,
  type FieldsetBinding,
  type ChoiceValue,
  type FieldBinding,
  type ItemBindings,
  type ItemOf,
  type KeysHolding,
  type ToggleBinding,
  type ToggleValue,
} from './fieldBinding';
import {
  bindPeriod,
  bindTitleAndSlug,
  type PeriodBinding,
  type TitleAndSlugBindings,
  type TitleAndSlugKeys,
} from './pairedBindings';
import {
  draftAsStored,
  draftOfRecord,
  emptyDraft,
  inputOfDraft,
  type DraftValues,
  type ReferenceValue,
} from './resourceDraft';

export interface ResourceFormOptions<Draft extends object> extends Pick<
  EntityFormOptions<Draft>,
  'draftKey' | 'version' | 'readOnly'
> {
  /** The record's key (id, or a sale's slug) when editing; absent when creating. */
  id?: string;
  /** The record as the resource's by-id query loaded it; absent when creating. */
  record?: object;
  /**
   * Where the page goes once a create is saved, given the new record's key and the draft that created it (a new page
   * layout opens its page's list): the save of a create answers it.
   */
  editHref?: (key: string, draft: Draft) => string;
  /** The draft of a loaded record (or of none, for a create), where the entity's default is not the form's. */
  draftOf?: (record: object | undefined) => Draft;
  /** The draft as the API's input, where the entity's default is not the API's (a user's password fields). */
  inputOf?: (draft: Draft, mode: 'create' | 'update') => object;
  /** Checks beyond the entity's rules (which always run: the same `entityProblems` as the API's). */
  validate?: (draft: Draft) => FieldErrors;
  /** Their record (a conflict's `current`) as this form's draft, where the default reading is not enough. */
  theirsAsDraft?: EntityFormOptions<Draft>['theirsAsDraft'];
}

export interface ResourceFormController<Draft extends object> extends EntityFormController<Draft> {
  resource: ResourceDefinition<unknown, string>;
  mode: 'create' | 'update';
  /** The wiring of one input: value, onChange, label, required, limit and message, from the field's definition. */
  field: <Key extends keyof Draft & string>(key: Key) => FieldBinding<Draft[Key]>;
  /**
   * One of the field's options; only keys whose draft value is text (`form.choice('active')` does not compile). A
   * text field's options are the screen's to give (`form.choice('kind', kinds)`, loaded from the API).
   */
  choice: (key: KeysHolding<Draft, ChoiceValue>, options?: readonly ChoiceOption[]) => ChoiceBinding;
  /** On/off; only keys whose draft value is a boolean (or none yet). */
  toggle: (key: KeysHolding<Draft, ToggleValue>) => ToggleBinding;
  /** A value of several parts (SEO metadata) for one fieldset: value, change, and each part's message by its key. */
  fieldset: <Key extends keyof Draft & string>(key: Key) => FieldsetBinding<Draft[Key]>;
  /**
   * A title and its slug, the slug made from the title as it is typed until the person edits the slug (`edited`
   * turns true); never on an edit form (the saved address stays) nor while `locked` (links to it may exist).
   */
  titleAndSlug: <
    Title extends KeysHolding<Draft, string>,
    Slug extends KeysHolding<Draft, string>,
    Edited extends KeysHolding<Draft, boolean>,
  >(
    keys: TitleAndSlugKeys<Title, Slug, Edited>,
    options?: { locked?: boolean },
  ) => TitleAndSlugBindings;
  /** Two date fields as one range input (a sale's start and end): only fields the definition declares as dates. */
  period: (start: KeysHolding<Draft, string | null>, end: KeysHolding<Draft, string | null>) => PeriodBinding;
  /**
   * One entry of a list field, bound through its definition (`form.item('slides', slide, set, errors).field('altText')`
   * in a list editor's dialog); only keys whose draft value is a list of entries, or none yet (`null`).
   */
  item: <Key extends KeysHolding<Draft, readonly object[] | null | undefined>>(
    key: Key,
    entry: ItemOf<Draft[Key]>,
    set: (entry: ItemOf<Draft[Key]>) => void,
    errors: FieldErrors,
  ) => ItemBindings<ItemOf<Draft[Key]>>;
}

type AnyDocument = TypedDocumentNode<Record<string, unknown>, OperationVariables>;
const NOT_OFFERED = (what: string) => Promise.resolve<MutationOutcome<never>>({ ok: false, message: what });

/** The key a create answered (`{ createProduct: { id } }`, a sale's `slug`). */
function createdKey(data: unknown, key: string): string | undefined {
  const [record] = Object.values((data ?? {}) as Record<string, unknown>);
  const value = (record as Record<string, unknown> | null)?.[key];
  return value === undefined || value === null ? undefined : String(value);
}

/** The version of the record an update answered, when the API sent one. */
function answeredVersion(data: unknown): number | undefined {
  const [record] = Object.values((data ?? {}) as Record<string, unknown>);
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/**
 * Their list of references (ids) in the shape the form holds it: where the form keeps each entry as an object (a
 * sale's products with brand, store and price), an id the form knows keeps its object and another shows by its id.
 */
function theirList(ids: unknown, mine: unknown): unknown {
  if (!Array.isArray(ids) || !Array.isArray(mine) || mine.some((entry) => typeof entry !== 'object')) return ids;
  const known = new Map((mine as { id: string }[]).map((entry) => [String(entry.id), entry]));
  return ids.map((id) => known.get(String(id)) ?? { id: String(id), title: `#${String(id)}` });
}

/**
 * A create or edit form driven by a resource, the way ra-core's `useEditController` takes a resource: the draft comes
 * from the loaded record through the entity's fields, the entity's rules check it before sending (the API runs the
 * same ones), the save creates or updates with the version it loaded (a colleague's save in between comes back as a
 * conflict, nothing lost), delete removes it, and `field('title')` binds an input. A person who may not save gets
 * the record read-only. Only the resource's spec §7 operations are needed: versions are sent when the core has the
 * `versions` capability.
 */
export function useResourceForm<Draft extends object = DraftValues>(
  resource: ResourceDefinition<unknown, string>,
  options: ResourceFormOptions<Draft> = {},
): ResourceFormController<Draft> {
  const { id, record, editHref, draftOf, inputOf, validate, theirsAsDraft, ...formOptions } = options;
  const { entity, operations } = resource;
  const core = useAdminCore();
  const mode = id === undefined ? 'create' : 'update';
  const create = useEntityMutation((operations.create ?? operations.byId) as AnyDocument, {
    invalidates: resource.invalidates,
  });
  const update = useEntityMutation((operations.update ?? operations.byId) as AnyDocument, {
    invalidates: resource.updateInvalidates,
  });
  const remove = useEntityMutation((operations.remove ?? operations.byId) as AnyDocument, {
    invalidates: resource.invalidates,
    evict: (variables) => resource.cacheId(String(variables[resource.key])),
  });
  const initial = useMemo(
    () =>
      draftOf
        ? draftOf(record)
        : ((record ? draftOfRecord(entity, record as DraftValues) : emptyDraft(entity)) as Draft),
    [draftOf, record, entity],
  );
  const toInput = (draft: Draft, as: 'create' | 'update') =>
    inputOf ? inputOf(draft, as) : inputOfDraft(entity, draft as DraftValues, as);

  const save = async (draft: Draft, { expectedVersion }: { expectedVersion?: number }): Promise<SaveOutcome> => {
    if (id !== undefined) {
      if (!operations.update) return NOT_OFFERED(`${entity.plural} cannot be changed here.`);
      const outcome = await update.run({ [resource.key]: id, input: toInput(draft, 'update'), expectedVersion });
      if (!outcome.ok) return outcome;
      const version = answeredVersion(outcome.data);
      return version === undefined ? { ok: true } : { ok: true, version };
    }
    if (!operations.create) return NOT_OFFERED(`${entity.plural} cannot be created here.`);
    const outcome = await create.run({ input: toInput(draft, 'create') });
    if (!outcome.ok) return outcome;
    const key = createdKey(outcome.data, resource.key);
    return { ok: true, ...(key !== undefined && editHref ? { createdHref: editHref(key, draft) } : {}) };
  };

  // References a colleague changed come back as bare ids: their titles are looked up for the review.
  const theirs = async (current: RecordConflict['current'], saved: Draft): Promise<Draft> => {
    const draft = recordAsDraft(current, saved) as DraftValues;
    for (const [key, field] of Object.entries(entity.fields)) {
      if (field.kind === 'referenceList' && key in current) {
        draft[key] = theirList(current[key], (saved as DraftValues)[key]);
        continue;
      }
      if (field.kind !== 'reference' || !(key in current)) continue;
      const id = current[key];
      const mine = (saved as DraftValues)[key] as ReferenceValue | null;
      if (id === null || id === undefined) draft[key] = null;
      else if (mine?.id === String(id)) draft[key] = mine;
      else {
        const kind = typeof field.to === 'string' ? field.to : null;
        const [option] = filterKinds.includes(kind as FilterKind)
          ? await core.filterTitles(kind as FilterKind, [String(id)]).catch(() => [])
          : [];
        draft[key] = { id: String(id), title: option?.title ?? `#${String(id)}` };
      }
    }
    return draft as Draft;
  };

  const controller = useEntityForm<Draft>({
    ...formOptions,
    initial,
    validate: (draft) => ({
      ...validate?.(draft),
      ...entityProblems(entity, toInput(draft, mode), { mode }),
    }),
    save,
    asStored: (draft) => draftAsStored(entity, draft as DraftValues) as Draft,
    remove: operations.remove
      ? async () => deleteOutcome((await remove.run({ [resource.key]: id })) as never)
      : undefined,
    theirsAsDraft: theirsAsDraft ?? theirs,
  });
  return {
    ...controller,
    resource,
    mode,
    field: (key) => bindField(entity, controller, key),
    choice: (key, options) => bindChoice(entity, controller, key, options),
    fieldset: (key) => bindFieldset(entity, controller, key),
    titleAndSlug: (keys, options) =>
      bindTitleAndSlug(entity, controller, keys, { ...options, saved: mode === 'update' }),
    period: (start, end) => bindPeriod(entity, controller, start, end),
    toggle: (key) => bindToggle(entity, controller, key),
    item: (key, entry, set, errors) => bindListItem(entity, key, entry, set, errors),
  };
}
