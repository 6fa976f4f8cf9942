import {
  pageLayoutResource,
  type FieldErrors,
  type LayoutPage,
  type LayoutSectionKind,
  type ResourceFormController,
  LIST_LIMITS,
} from '@deals/admin-core';
import { GroupError, LayoutPreview, Select, SortableList, Stack, TextField, type LayoutBlockKind } from '@deals/ui';
import { useState } from 'react';
import { AddFromSearch } from '../../kit/AddFromSearch';
import { ResourceFormPage } from '../../kit/form/ResourceFormPage';
import { ResourceFormRoute } from '../../kit/form/ResourceFormRoute';
import { rowId } from '../merchandising/placements';
import { pageLabels, sectionKindLabels, sectionKindOptions, sectionText } from './layoutLabels';
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

/** A layout as its by-id query answers it: the version a new one starts from. */
interface LoadedLayout {
  name: string;
  page: LayoutPage;
  sections: { kind: LayoutSectionKind; ref: string; refTitle?: string | null }[];
}

const blockKinds: Record<LayoutSectionKind, LayoutBlockKind> = {
  BANNER_CAROUSEL: 'banner',
  PRODUCT_CAROUSEL: 'products',
  FEATURED_MENU: 'menu',
  SALES: 'sales',
};

/** A new layout, or a new version of one: its sections as rows the list can reorder, a deleted target as null. */
function draftOf(record: object | undefined): LayoutDraft {
  if (!record) return { name: '', page: 'HOME', sections: [] };
  const layout = record as LoadedLayout;
  return {
    name: `${layout.name} (new version)`,
    page: layout.page,
    sections: layout.sections.map((section) => ({ ...section, id: rowId(), refTitle: section.refTitle ?? null })),
  };
}

const inputOf = (draft: LayoutDraft) => ({
  name: draft.name,
  page: draft.page,
  sections: draft.sections.map(({ kind, ref }) => ({ kind, ref })),
});

/** What only the form knows, beside the layout's rules (which the resource runs): a section's record is gone. */
function validate(draft: LayoutDraft): FieldErrors {
  return draft.sections.some((section) => section.refTitle === null)
    ? { sections: 'Replace the sections whose carousel, menu or sale was deleted.' }
    : {};
}

/** The server names a section's problem as `sections.2.ref`; the list shows it as one message. */
const sectionsError = (errors: FieldErrors) =>
  errors.sections ?? Object.entries(errors).find(([key]) => key.startsWith('sections.'))?.[1];

/**
 * /page-layout/new, or /page-layout/new?from={id} to start from an existing version. A layout is never edited: the
 * save creates a new version that goes live at once, and the page's list of versions opens.
 */
export function PageLayoutBuilderScreen() {
  return (
    <ResourceFormRoute resource={pageLayoutResource} from="from">
      {({ record }) => (
        <ResourceFormPage<LayoutDraft>
          resource={pageLayoutResource}
          basePath="/page-layout"
          noun="Layout"
          record={record}
          createdHref={(_, draft) => `/page-layout?for=${draft.page}`}
          options={{ draftOf, inputOf, validate }}
          texts={{
            create: (draft) =>
              `"${draft.name}" becomes the live layout of the ${pageLabels[draft.page].toLowerCase()} as soon as it is saved. The current one stays in the list and can be made live again.`,
          }}
        >
          {(form) => <LayoutFields form={form} />}
        </ResourceFormPage>
      )}
    </ResourceFormRoute>
  );
}

function LayoutFields({ form }: { form: ResourceFormController<LayoutDraft> }) {
  const [kind, setKind] = useState<LayoutSectionKind>('BANNER_CAROUSEL');
  const { draft, set, errors } = form;
  const full = draft.sections.length >= LIST_LIMITS.layoutSections;
  return (
    <>
      <TextField
        {...form.field('name')}
        description="For your team, e.g. “Black Friday week”; shoppers never see it."
      />
      <Select {...form.choice('page')} />
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
}
