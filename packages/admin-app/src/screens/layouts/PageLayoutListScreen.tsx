import {
  definedListFilter,
  definedListOptions,
  pageLayoutResource,
  pageWindow,
  useActivatePageLayout,
  usePageLayoutList,
  type FindPageLayoutsQuery,
} from '@deals/admin-core';
import { Badge, Button, ConfirmDialog, DisabledAction, LinkButton, useToaster } from '@deals/ui';
import { CopyPlus, Power } from 'lucide-react';
import { useState } from 'react';
import { appConfig } from '../../config';
import { EntityListPage } from '../../kit/EntityListPage';
import { definedColumns } from '../../kit/list/definedColumns';
import { useUrlListState } from '../../kit/useUrlListState';
import { pageLabels, sectionText } from './layoutLabels';

type LayoutRow = FindPageLayoutsQuery['findPageLayouts']['items'][number];

const listOptions = definedListOptions(pageLayoutResource.entity);

const columns = definedColumns<LayoutRow>(pageLayoutResource.entity, {
  order: ['name', 'page', 'sections', 'createdAt'],
  overrides: {
    sections: { cell: (row) => row.sections.map(sectionText).join(' · ') },
    active: {
      cell: (row) => <Badge tone={row.active ? 'success' : 'neutral'}>{row.active ? 'Live' : 'Earlier version'}</Badge>,
    },
  },
});

/**
 * /page-layout: every saved version of each page's layout, newest first, the live one marked. Layouts are immutable:
 * an older version goes live again by re-activating it, and a change starts a new version from an existing one.
 */
export function PageLayoutListScreen() {
  const toaster = useToaster();
  const [state, update] = useUrlListState(listOptions);
  const list = usePageLayoutList({
    ...pageWindow(state.page, appConfig.pageSize),
    filter: definedListFilter(pageLayoutResource.entity, state.filters),
  });
  const activate = useActivatePageLayout();
  // The row stays after the dialog closes, so its text does not vanish while it animates out.
  const [activating, setActivating] = useState<LayoutRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <EntityListPage
        title="Page layouts"
        itemLabel="layouts"
        itemNoun="layout"
        searchable={false}
        newItem={{ href: '/page-layout/new', label: 'New layout' }}
        entity={pageLayoutResource.entity}
        columns={columns}
        list={list}
        state={state}
        update={update}
        rowActions={(row) => (
          <>
            {row.active ? (
              <DisabledAction
                reason="This layout is already live."
                size="sm"
                variant="secondary"
                icon={<Power size={16} />}
              >
                Make live
              </DisabledAction>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                icon={<Power size={16} />}
                aria-label={`Make live: ${row.name}`}
                onPress={() => {
                  setActivating(row);
                  setConfirming(true);
                }}
              >
                Make live
              </Button>
            )}
            <LinkButton
              variant="secondary"
              size="sm"
              icon={<CopyPlus size={16} />}
              href={`/page-layout/new?from=${row.id}`}
              aria-label={`New version from ${row.name}`}
            >
              New version
            </LinkButton>
          </>
        )}
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={async () => {
          if (!activating) return;
          const outcome = await activate.run({ id: activating.id });
          if (!outcome.ok) {
            toaster.error('The layout was not made live', outcome.message);
            throw new Error(outcome.message);
          }
          toaster.success('Layout is live', `${activating.name} on the ${pageLabels[activating.page].toLowerCase()}`);
        }}
      >
        {activating
          ? `"${activating.name}" replaces the live layout of the ${pageLabels[activating.page].toLowerCase()}. Shoppers see it immediately.`
          : null}
      </ConfirmDialog>
    </>
  );
}
