import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronRight, GripVertical } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Collection,
  DropIndicator,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { buildTree, descendantIds, moveProblem, type FlatNode, type NestedNode } from './buildTree';
import * as styles from './Tree.css';

export interface MoveTreeNode extends FlatNode {
  /** Shown at the end of the row, e.g. the product count. */
  meta?: ReactNode;
}

export interface MoveTreeProps {
  'aria-label': string;
  nodes: MoveTreeNode[];
  /** A move the user made, by drag and drop or with the "Move selected to" control. `parentId` null is the top. */
  onMove: (ids: string[], parentId: string | null) => void;
  /** A move that would put a node inside itself; the tree refuses it and says why. */
  onInvalidMove?: (message: string) => void;
}

const TOP_LEVEL = '__top__';

/**
 * A tree whose nodes are moved under new parents: drag a row onto another (or between rows), or select rows and
 * use "Move selected to" — the keyboard and menu way to do the same.
 */
export function MoveTree({ nodes, onMove, onInvalidMove, ...aria }: MoveTreeProps) {
  const roots = useMemo(() => buildTree(nodes), [nodes]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(nodes.map((node) => node.id)));
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const [target, setTarget] = useState<Key | null>(null);
  const byId = useMemo(() => new Map(nodes.map((node) => [node.id, node])), [nodes]);

  const tryMove = (ids: string[], parentId: string | null) => {
    const problem = moveProblem(nodes, ids, parentId);
    if (problem) onInvalidMove?.(problem);
    else onMove(ids, parentId);
  };

  const { dragAndDropHooks } = useDragAndDrop<NestedNode<MoveTreeNode>>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(String(key))?.title ?? String(key) })),
    onMove(event) {
      const targetNode = byId.get(String(event.target.key));
      if (!targetNode) return;
      const parentId = event.target.dropPosition === 'on' ? targetNode.id : targetNode.parentId;
      tryMove([...event.keys].map(String), parentId);
    },
    renderDropIndicator: (dropTarget) => <DropIndicator target={dropTarget} className={styles.dropLine} />,
  });

  const selectedIds = [...selected].map(String);
  const blocked = new Set(selectedIds.flatMap((id) => [id, ...descendantIds(nodes, id)]));
  const targets = [
    { id: TOP_LEVEL, label: 'Top level' },
    ...nodes.filter((node) => !blocked.has(node.id)).map((node) => ({ id: node.id, label: pathLabel(node, byId) })),
  ];

  return (
    <div className={styles.frame}>
      {selectedIds.length > 0 ? (
        <div className={styles.toolbar} role="toolbar" aria-label="Move selected categories">
          <Select
            label={`Move ${selectedIds.length} selected to`}
            options={targets}
            selectedKey={target}
            onSelectionChange={setTarget}
            placeholder="Choose a new parent"
          />
          <Button
            isDisabled={target === null}
            onPress={() => {
              tryMove(selectedIds, target === TOP_LEVEL ? null : String(target));
              setTarget(null);
              setSelected(new Set());
            }}
          >
            Move
          </Button>
        </div>
      ) : null}
      <Tree
        {...aria}
        className={styles.tree}
        items={roots}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys) =>
          setSelected(keys === 'all' ? new Set(nodes.map((node) => node.id)) : new Set(keys))
        }
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        dragAndDropHooks={dragAndDropHooks}
      >
        {function renderItem(entry: NestedNode<MoveTreeNode>): ReactNode {
          return (
            <TreeItem
              id={entry.id}
              textValue={entry.node.title}
              className={styles.item}
              style={({ level }) => assignInlineVars({ [styles.depth]: String(level - 1) })}
            >
              <TreeItemContent>
                {({ hasChildItems }) => (
                  <div className={styles.row}>
                    <AriaButton slot="drag" className={styles.dragHandle} aria-label={`Drag ${entry.node.title}`}>
                      <GripVertical size={14} aria-hidden="true" />
                    </AriaButton>
                    <Checkbox slot="selection" />
                    {hasChildItems ? (
                      <AriaButton slot="chevron" className={styles.chevron}>
                        <ChevronRight size={16} aria-hidden="true" />
                      </AriaButton>
                    ) : (
                      <span className={styles.spacer} />
                    )}
                    <span className={styles.title}>{entry.node.title}</span>
                    {entry.node.meta ? <span className={styles.meta}>{entry.node.meta}</span> : null}
                  </div>
                )}
              </TreeItemContent>
              <Collection items={entry.children}>{renderItem}</Collection>
            </TreeItem>
          );
        }}
      </Tree>
    </div>
  );
}

function pathLabel(node: FlatNode, byId: Map<string, FlatNode>): string {
  const parts = [node.title];
  let parent = node.parentId ? byId.get(node.parentId) : undefined;
  while (parent) {
    parts.unshift(parent.title);
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return parts.join(' › ');
}
