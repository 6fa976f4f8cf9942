import { conflictingTitles, expectedVersionsOf, useCategoryTree, useMoveCategories } from '@deals/admin-core';
import { Badge, ConfirmDialog, ErrorState, formatCount, MoveTree, PageHeader, Skeleton, useToaster } from '@deals/ui';
import { useState } from 'react';

const PRODUCTS = { one: 'product', other: 'products' };

interface PendingMove {
  ids: string[];
  parentId: string | null;
}

/** /categories/move-categories: drag categories (or select and "Move selected to") under a new parent, then confirm. */
export function MoveCategoriesScreen() {
  const toaster = useToaster();
  const tree = useCategoryTree();
  const move = useMoveCategories();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const nodes = tree.status === 'success' ? tree.data : [];
  const titleOf = (id: string | null) =>
    id === null ? 'the top level' : `"${nodes.find((node) => node.id === id)?.title ?? id}"`;

  return (
    <>
      <PageHeader
        title="Move categories"
        subtitle="Drag a category onto another, or select several and choose where they go."
        breadcrumbs={[{ label: 'Categories', href: '/categories' }, { label: 'Move categories' }]}
      />
      {tree.status === 'loading' ? <Skeleton lines={12} label="Loading the category tree" /> : null}
      {tree.status === 'error' ? <ErrorState message={tree.message} onRetry={tree.retry} /> : null}
      {tree.status === 'success' ? (
        <MoveTree
          aria-label="Categories"
          nodes={nodes.map((node) => ({
            id: node.id,
            title: node.title,
            parentId: node.parentId ?? null,
            meta: <Badge tone="neutral">{formatCount(node.productCount, PRODUCTS)}</Badge>,
          }))}
          onMove={(ids, parentId) => setPending({ ids, parentId })}
          onInvalidMove={(message) => toaster.error('That move is not possible', message)}
        />
      ) : null}
      <ConfirmDialog
        variant="save"
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          const outcome = await move.run({
            id: pending.ids,
            parentId: pending.parentId,
            expectedVersions: expectedVersionsOf(nodes, pending.ids),
          });
          if (!outcome.ok || outcome.data.moveCategories.statusCode !== 200) {
            const message = outcome.ok ? outcome.data.moveCategories.message : outcome.message;
            toaster.error('The categories were not moved', message);
            throw new Error(message);
          }
          // Categories changed since the tree loaded were left where they are: the answer says so, and names them.
          const changed = conflictingTitles(nodes, outcome.data.moveCategories.conflicts);
          if (changed.length) {
            toaster.error(
              'Categories moved, except what changed meanwhile',
              `${outcome.data.moveCategories.message} Changed meanwhile: ${changed.join(', ')}.`,
            );
          } else toaster.success('Categories moved', outcome.data.moveCategories.message);
          setPending(null);
        }}
      >
        {pending
          ? `Move ${pending.ids.map(titleOf).join(', ')} under ${titleOf(pending.parentId)}? Their paths and those of everything below them change.`
          : null}
      </ConfirmDialog>
    </>
  );
}
