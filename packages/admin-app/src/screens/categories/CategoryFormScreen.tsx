import {
  useCategoryById,
  useCategoryTree,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
  createOrUpdate,
  deleteOutcome,
} from '@deals/admin-core';
import { categoryEntity, entityProblems } from '@deals/domain';
import { ComboBox, descendantIds, type MetadataValue } from '@deals/ui';
import { useState } from 'react';
import { emptyMetadata, ImageField, metadataDraft, PublishingFields, TitleField } from '../../kit/catalogueFields';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { EntityFormRoute } from '../../kit/EntityFormRoute';

interface CategoryDraft {
  title: string;
  parentId: string | null;
  imageUrl: string | null;
  active: boolean;
  metadata: MetadataValue;
}

const emptyDraft: CategoryDraft = { title: '', parentId: null, imageUrl: null, active: true, metadata: emptyMetadata };

/** /categories/new and /categories/{id}/edit. */
export function CategoryFormScreen() {
  return (
    <EntityFormRoute
      useEntity={useCategoryById}
      label="the category"
      empty={emptyDraft}
      draftOf={({ title, parentId, imageUrl, active, metadata }) => ({
        title,
        parentId: parentId?.id ?? null,
        imageUrl: imageUrl ?? null,
        active,
        metadata: metadataDraft(metadata),
      })}
      form={CategoryForm}
    />
  );
}

function CategoryForm({ id, initial }: { id?: string; initial: CategoryDraft }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  return (
    <EntityFormPage
      noun="Category"
      listLabel="Categories"
      listHref="/categories"
      id={id}
      initial={initial}
      titleOf={(draft) => draft.title}
      validate={(draft) => entityProblems(categoryEntity, draft)}
      save={(input, { expectedVersion }) =>
        createOrUpdate(
          id,
          (id) => update.run({ id, input, expectedVersion }),
          () => create.run({ input }),
          (data) => `/categories/${data.createCategory.id}/edit`,
        )
      }
      confirmSaveText={(saved) =>
        saved.active ? `"${saved.title}" is live: customers browsing it see the changes immediately.` : null
      }
      remove={{
        run: async () => deleteOutcome(await remove.run({ id: id! })),
        text: (saved) => `"${saved.title}" will be removed. Its products stay, without this category.`,
      }}
    >
      {(form) => (
        <>
          <TitleField form={form} />
          <ParentPicker
            categoryId={id}
            value={form.draft.parentId}
            onChange={(parentId) => form.set('parentId', parentId)}
            errorMessage={form.errors.parentId}
          />
          <ImageField
            label="Image"
            folder="/categories"
            value={form.draft.imageUrl}
            onChange={(url) => form.set('imageUrl', url)}
            errorMessage={form.errors.imageUrl}
          />
          <PublishingFields form={form} />
        </>
      )}
    </EntityFormPage>
  );
}

/**
 * The parent among the whole tree (one call), shown as its trail of titles; a category can't go under itself or its
 * descendants. No parent is the top level: the field is then empty, "Top level" its placeholder.
 */
function ParentPicker({
  categoryId,
  value,
  onChange,
  errorMessage,
}: {
  categoryId?: string;
  value: string | null;
  onChange: (parentId: string | null) => void;
  errorMessage?: string;
}) {
  const tree = useCategoryTree();
  const nodes = tree.status === 'success' ? tree.data : [];
  const excluded = categoryId ? new Set([categoryId, ...descendantIds(nodes, categoryId)]) : new Set<string>();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const trail = (id: string | null | undefined): string[] => {
    const node = id ? byId.get(id) : undefined;
    return node ? [...trail(node.parentId), node.title] : [];
  };
  const pathOf = (id: string) => trail(id).join(' › ');
  // What the person is typing to search; null shows the chosen parent.
  const [inputValue, setInputValue] = useState<string | null>(null);
  const query = (inputValue ?? '').toLowerCase();
  const items = nodes
    .filter((node) => !excluded.has(node.id))
    .map((node) => ({ id: node.id, label: pathOf(node.id) }))
    .filter((item) => item.label.toLowerCase().includes(query));
  return (
    <ComboBox
      label="Parent category"
      description="Where the category sits in the tree."
      // Empty while the tree loads would read as "no parent".
      placeholder={tree.status === 'loading' ? 'Loading…' : 'Top level'}
      items={items}
      inputValue={inputValue ?? (value ? pathOf(value) : '')}
      onInputChange={setInputValue}
      selectedKey={value}
      onSelectionChange={(key) => {
        setInputValue(null);
        if (key !== value) onChange(key === null ? null : String(key));
      }}
      isLoading={tree.status === 'loading'}
      errorMessage={tree.status === 'error' ? tree.message : errorMessage}
    />
  );
}
