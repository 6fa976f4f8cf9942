import { categoryResource, useCategoryTree, type FieldBinding, type ReferenceValue } from '@deals/admin-core';
import { ComboBox, descendantIds } from '@deals/ui';
import { useState } from 'react';
import { ImageField } from '../../kit/catalogueFields';
import { DefinedFields } from '../../kit/form/DefinedFields';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';

interface CategoryDraft {
  title: string;
  parentId: ReferenceValue | null;
  imageUrl: string | null;
  active: boolean;
}

/** /categories/new and /categories/{id}/edit. */
export function CategoryFormScreen() {
  return (
    <ResourceFormRoute resource={categoryResource}>
      {(loaded) => (
        <ResourceFormPage<CategoryDraft>
          resource={categoryResource}
          basePath="/categories"
          {...loaded}
          texts={{
            save: (live) =>
              live.active ? `"${live.title}" is live: customers browsing it see the changes immediately.` : null,
            remove: (saved) => `"${saved.title}" will be removed. Its products stay, without this category.`,
          }}
        >
          {(form) => (
            <DefinedFields
              form={form}
              render={{
                parentId: () => <ParentPicker categoryId={loaded.id} {...form.field('parentId')} />,
                imageUrl: () => <ImageField {...form.field('imageUrl')} label="Image" folder="/categories" />,
              }}
            />
          )}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}

/**
 * The parent among the whole tree (one call), shown as its trail of titles; a category can't go under itself or its
 * descendants. No parent is the top level: the field is then empty, "Top level" its placeholder.
 */
/** The parent as the form binds it (a reference: `{ id, title }`, or none for the top level), picked from the tree. */
function ParentPicker({
  categoryId,
  label,
  value: parent,
  onChange,
  errorMessage,
}: Pick<FieldBinding<ReferenceValue | null>, 'label' | 'value' | 'onChange' | 'errorMessage'> & {
  /** The category edited: it and its subtree cannot be its parent. */
  categoryId?: string;
}) {
  const value = parent?.id ?? null;
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
      label={label}
      description="Where the category sits in the tree."
      // Empty while the tree loads would read as "no parent".
      placeholder={tree.status === 'loading' ? 'Loading…' : 'Top level'}
      items={items}
      inputValue={inputValue ?? (value ? pathOf(value) : '')}
      onInputChange={setInputValue}
      selectedKey={value}
      onSelectionChange={(key) => {
        setInputValue(null);
        if (key === value) return;
        onChange(key === null ? null : { id: String(key), title: byId.get(String(key))?.title ?? '' });
      }}
      isLoading={tree.status === 'loading'}
      errorMessage={tree.status === 'error' ? tree.message : errorMessage}
    />
  );
}
