import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button as AriaButton, DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { field } from '../Field/Field.css';
import { FieldLabel } from '../Field/FieldParts';
import { useReadOnly } from '../Form/readOnly';
import * as styles from './SortableList.css';

export interface SortableListProps<Item extends { id: string }> {
  /** The list's visible name, as a field's label (with the required mark when `isRequired`). */
  label?: string;
  /** The list's name when it shows no label. */
  'aria-label'?: string;
  /** The list needs at least one row (a carousel's slides): its label shows the required mark of every field. */
  isRequired?: boolean;
  items: Item[];
  /** How a row reads to assistive technology and in drag previews. */
  textValue: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onReorder: (items: Item[]) => void;
  onRemove?: (item: Item) => void;
  emptyText?: string;
  /** Shows the rows in their order without a way to move or remove one; a read-only Form makes it so by itself. */
  isReadOnly?: boolean;
}

function move<Item>(items: Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * An ordered list (slides, menu items, layout sections, carousel products): drag rows by the handle, or use the
 * Move up / Move down buttons, which do the same from the keyboard. Read-only, the rows are still reachable with the
 * arrow keys, to read.
 */
export function SortableList<Item extends { id: string }>(props: SortableListProps<Item>) {
  const { items, textValue, renderItem, onReorder, onRemove } = props;
  const readOnly = useReadOnly(props.isReadOnly);
  const labelId = useId();
  const { dragAndDropHooks } = useDragAndDrop<Item>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': textValue(items.find((item) => item.id === key)!) })),
    onReorder(event) {
      const moving = items.filter((item) => event.keys.has(item.id));
      const rest = items.filter((item) => !event.keys.has(item.id));
      const targetIndex = rest.findIndex((item) => item.id === event.target.key);
      const insertAt = event.target.dropPosition === 'before' ? targetIndex : targetIndex + 1;
      onReorder([...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)]);
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropLine} />,
  });

  const list = (
    <GridList
      aria-label={props.label ? undefined : props['aria-label']}
      aria-labelledby={props.label ? labelId : undefined}
      className={styles.list}
      items={items}
      // Rows read their position from the whole list: re-render them when it changes, not only when their item does.
      dependencies={[items]}
      dragAndDropHooks={readOnly ? undefined : dragAndDropHooks}
      data-readonly={readOnly || undefined}
      renderEmptyState={() => <EmptyState title={props.emptyText ?? 'Nothing added yet'} />}
    >
      {(item) => {
        const index = items.indexOf(item);
        const label = textValue(item);
        return (
          <GridListItem id={item.id} textValue={label} className={styles.item}>
            {readOnly ? null : (
              <AriaButton slot="drag" className={styles.handle} aria-label={`Drag ${label}`}>
                <GripVertical size={16} aria-hidden="true" />
              </AriaButton>
            )}
            <span className={styles.position} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.content}>{renderItem(item)}</div>
            {readOnly ? null : (
              <div className={styles.controls}>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ArrowUp size={16} />}
                  aria-label={`Move ${label} up`}
                  isDisabled={index === 0}
                  onPress={() => onReorder(move(items, index, index - 1))}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ArrowDown size={16} />}
                  aria-label={`Move ${label} down`}
                  isDisabled={index === items.length - 1}
                  onPress={() => onReorder(move(items, index, index + 1))}
                />
                {onRemove ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 size={16} />}
                    aria-label={`Remove ${label}`}
                    onPress={() => onRemove(item)}
                  />
                ) : null}
              </div>
            )}
          </GridListItem>
        );
      }}
    </GridList>
  );
  if (!props.label) return list;
  return (
    <div className={field}>
      <FieldLabel label={props.label} isRequired={props.isRequired} id={labelId} />
      {list}
    </div>
  );
}
