import {
  useCreatePageLayout,
  usePageLayoutById,
  type LayoutPage,
  type LayoutSectionKind,
  type FieldErrors,
  LIST_LIMITS,
  TEXT_LIMITS,
} from '@deals/admin-core';
import { entityProblems, pageLayoutEntity } from '@deals/domain';
import { GroupError, LayoutPreview, Select, SortableList, Stack, TextField, type LayoutBlockKind } from '@deals/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AddFromSearch } from '../../kit/AddFromSearch';
import { EntityFormPage } from '../../kit/EntityFormPage';
import { LoadedEntity } from '../../kit/LoadedEntity';
import { rowId } from '../merchandising/placements';
import { pageLabels, pageOptions, sectionKindLabels, sectionKindOptions, sectionText } from './layoutLabels';
import { sectionOptionHooks } from './sectionOptions';

interface SectionDraft {
  id: string;
  kind: LayoutSectionKind;
  ref: string;
  refTitle: string | null;
}

interface LayoutDraft {
  name: string;
  page: LayoutPage;
  sections: SectionDraft[];
}

const emptyDraft: LayoutDraft = { name: '', page: 'HOME', sections: [] };

const blockKinds: Record<LayoutSectionKind, LayoutBlockKind> = {
  BANNER_CAROUSEL: 'banner',
  PRODUCT_CAROUSEL: 'products',
  FEATURED_MENU: 'menu',
  SALES: 'sales',
};

/** The layout's definition (the API checks the same), then what only the form knows: a section's record is gone. */
function validate(draft: LayoutDraft): FieldErrors {
  const errors: FieldErrors = entityProblems(pageLayoutEntity, draft);
  if (!errors.sections && draft.sections.some((section) => section.refTitle === null))
    errors.sections = 'Replace the sections whose carousel, menu or sale was deleted.';
  return errors;
}

/** The server names a section's problem as `sections.2.ref`; the list shows it as one message. */
const sectionsError = (errors: FieldErrors) =>
  errors.sections ?? Object.entries(errors).find(([key]) => key.startsWith('sections.'))?.[1];

/** /page-layout/new, or /page-layout/new?from={id} to start from an existing version. */
export function PageLayoutBuilderScreen() {
  const [params] = useSearchParams();
  const from = params.get('from');
  if (!from) return <LayoutBuilder initial={emptyDraft} />;
  return (
    <LoadedEntity id={from} useEntity={usePageLayoutById} label="the layout to start from">
      {(layout) => (
        <LayoutBuilder
          initial={{
            name: `${layout.name} (new version)`,
            page: layout.page,
            sections: layout.sections.map((section) => ({
              ...section,
              id: rowId(),
              refTitle: section.refTitle ?? null,
            })),
          }}
        />
      )}
    </LoadedEntity>
  );
}

function LayoutBuilder({ initial }: { initial: LayoutDraft }) {
  const create = useCreatePageLayout();
  const [kind, setKind] = useState<LayoutSectionKind>('BANNER_CAROUSEL');
  return (
    <EntityFormPage
      noun="Layout"
      listLabel="Page layouts"
      listHref="/page-layout"
      initial={initial}
      titleOf={(draft) => draft.name}
      validate={validate}
      confirmCreateText={(draft) =>
        `"${draft.name}" becomes the live layout of the ${pageLabels[draft.page].toLowerCase()} as soon as it is saved. The current one stays in the list and can be made live again.`
      }
      save={async (draft) => {
        const outcome = await create.run({
          input: {
            name: draft.name,
            page: draft.page,
            sections: draft.sections.map(({ kind, ref }) => ({ kind, ref })),
          },
        });
        return outcome.ok ? { ok: true, createdHref: `/page-layout?for=${draft.page}` } : outcome;
      }}
    >
      {(form) => {
        const { draft, set, errors } = form;
        const full = draft.sections.length >= LIST_LIMITS.layoutSections;
        return (
          <>
            <TextField
              label="Name"
              isRequired
              description="For your team, e.g. “Black Friday week”; shoppers never see it."
              value={draft.name}
              onChange={(name) => set('name', name)}
              isInvalid={Boolean(errors.name)}
              errorMessage={errors.name}
              maxLength={TEXT_LIMITS.name}
            />
            <Select
              label="Page"
              options={pageOptions}
              selectedKey={draft.page}
              onSelectionChange={(key) => set('page', key as LayoutPage)}
            />
            <Stack>
              <Select
                label="Section type"
                options={sectionKindOptions}
                selectedKey={kind}
                onSelectionChange={(key) => setKind(key as LayoutSectionKind)}
              />
              <AddFromSearch
                // Each kind searches through its own hook: a new kind mounts a new search.
                key={kind}
                label={`Add a ${sectionKindLabels[kind].toLowerCase()}`}
                description={
                  full
                    ? `A layout has at most ${LIST_LIMITS.layoutSections} sections.`
                    : `${draft.sections.length} of at most ${LIST_LIMITS.layoutSections} sections.`
                }
                useOptions={sectionOptionHooks[kind]}
                exclude={new Set(draft.sections.filter((section) => section.kind === kind).map((s) => s.ref))}
                isDisabled={full}
                onAdd={(option) =>
                  set('sections', [...draft.sections, { id: rowId(), kind, ref: option.id, refTitle: option.label }])
                }
              />
              <SortableList
                label="Sections, top of the page first"
                isRequired
                items={draft.sections}
                textValue={sectionText}
                onReorder={(sections) => set('sections', sections)}
                onRemove={(removed) =>
                  set(
                    'sections',
                    draft.sections.filter((section) => section.id !== removed.id),
                  )
                }
                emptyText="No sections yet"
                renderItem={(section) => <span>{sectionText(section)}</span>}
              />
              <GroupError>{sectionsError(errors)}</GroupError>
            </Stack>
            <LayoutPreview
              label="Page preview"
              pageName={pageLabels[draft.page]}
              blocks={draft.sections.map((section) => ({
                id: section.id,
                kind: blockKinds[section.kind],
                kindLabel: sectionKindLabels[section.kind],
                title: section.refTitle,
              }))}
            />
          </>
        );
      }}
    </EntityFormPage>
  );
}
