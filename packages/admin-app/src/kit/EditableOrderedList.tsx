import { Button, Dialog, GroupError, SortableList, Stack, useReadOnly } from '@deals/ui';
import { Eye, Pencil, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldErrors } from '@deals/admin-core';

export interface EditableOrderedListProps<Item extends { id: string }> {
  /** The list's name: "Slides". */
  label: string;
  /** One item, for buttons and the dialog title: "slide". */
  noun: string;
  /** The items in order: a list field's binding spreads here (`{...form.field('slides')}`). */
  value: Item[];
  onChange: (items: Item[]) => void;
  textValue: (item: Item) => string;
  renderSummary: (item: Item) => ReactNode;
  renderEditor: (item: Item, set: (item: Item) => void, errors: FieldErrors) => ReactNode;
  newItem: () => Item;
  validateItem: (item: Item) => FieldErrors;
  max?: number;
  errorMessage?: string;
  /** The list needs at least one item: its label shows the required mark. */
  isRequired?: boolean;
}

/**
 * An ordered list of small records (banner slides, menu items): reorder by drag and drop or Move up / Move down,
 * add and edit each in a dialog that checks it before it joins the list. In a read-only form each item opens in the
 * same dialog to be read (its fields read-only, from the form), and nothing is offered that would change the list.
 */
export function EditableOrderedList<Item extends { id: string }>({
  label,
  noun,
  value: items,
  onChange,
  textValue,
  renderSummary,
  renderEditor,
  newItem,
  validateItem,
  max,
  errorMessage,
  isRequired,
}: EditableOrderedListProps<Item>) {
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<{ item: Item; isNew: boolean } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const full = max !== undefined && items.length >= max;

  const open = (item: Item, isNew: boolean) => {
    setErrors({});
    setEditing({ item, isNew });
  };
  const apply = () => {
    if (!editing) return;
    const problems = validateItem(editing.item);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onChange(
      editing.isNew
        ? [...items, editing.item]
        : items.map((item) => (item.id === editing.item.id ? editing.item : item)),
    );
    setEditing(null);
  };

  return (
    <div role="group" aria-label={label}>
      <Stack>
        <SortableList
          label={label}
          isRequired={isRequired}
          items={items}
          textValue={textValue}
          onReorder={onChange}
          onRemove={(removed) => onChange(items.filter((item) => item.id !== removed.id))}
          emptyText={`No ${noun}s yet`}
          renderItem={(item) => (
            <>
              {renderSummary(item)}
              <Button
                variant="ghost"
                size="sm"
                icon={readOnly ? <Eye size={16} /> : <Pencil size={16} />}
                aria-label={`${readOnly ? 'View' : 'Edit'} ${textValue(item)}`}
                onPress={() => open(item, false)}
              />
            </>
          )}
        />
        <GroupError>{errorMessage}</GroupError>
        {readOnly ? null : (
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus size={16} />}
              isDisabled={full}
              onPress={() => open(newItem(), true)}
            >
              {full ? `At most ${max} ${noun}s` : `Add ${noun}`}
            </Button>
          </div>
        )}
      </Stack>
      <Dialog
        title={editing?.isNew ? `New ${noun}` : `${readOnly ? 'View' : 'Edit'} ${noun}`}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
        isDismissable
        footer={
          readOnly ? (
            <Button variant="secondary" onPress={() => setEditing(null)}>
              Close
            </Button>
          ) : (
            <>
              <Button variant="secondary" onPress={() => setEditing(null)}>
                Cancel
              </Button>
              <Button onPress={apply}>{editing?.isNew ? `Add ${noun}` : 'Done'}</Button>
            </>
          )
        }
      >
        {editing ? renderEditor(editing.item, (item) => setEditing({ ...editing, item }), errors) : null}
      </Dialog>
    </div>
  );
}
