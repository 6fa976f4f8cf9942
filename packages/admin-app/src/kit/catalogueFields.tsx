import { ImageInput, MetadataFieldset, Switch, TextField, type MetadataValue } from '@deals/ui';
import type { FormApi } from './EntityFormPage';
import { METADATA_LIMITS, nestedErrors, TEXT_LIMITS } from '@deals/admin-core';
import { useImageSources } from './imageField';

export const emptyMetadata: MetadataValue = { title: '', description: '', keywords: [], content: '' };

/** The API's metadata as an editable value (its keyword list is read-only in the cache). */
export const metadataDraft = (metadata: MetadataValue): MetadataValue => ({
  ...metadata,
  keywords: [...metadata.keywords],
});

interface TitledDraft {
  title: string;
  active: boolean;
  metadata: MetadataValue;
}

/** Title — the field every catalogue form starts with; `maxLength` is its entity's limit in `TEXT_LIMITS`. */
export function TitleField<Draft extends { title: string }>({
  form,
  maxLength = TEXT_LIMITS.title,
}: {
  form: FormApi<Draft>;
  maxLength?: number;
}) {
  return (
    <TextField
      label="Title"
      isRequired
      value={form.draft.title}
      onChange={(title) => form.set('title', title as Draft['title'])}
      isInvalid={Boolean(form.errors.title)}
      errorMessage={form.errors.title}
      maxLength={maxLength}
    />
  );
}

/** An image through ImageInput: upload into `folder`, the media library, or a checked URL. */
export function ImageField({
  label,
  folder,
  value,
  onChange,
  errorMessage,
  isRequired,
}: {
  label: string;
  folder: string;
  value: string | null;
  onChange: (url: string | null) => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const sources = useImageSources(folder, [folder.replace(/^\//, '')]);
  return (
    <ImageInput
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      isRequired={isRequired}
      {...sources}
    />
  );
}

/** Active and the SEO metadata — the fields every catalogue form ends with. */
export function PublishingFields<Draft extends TitledDraft>({ form }: { form: FormApi<Draft> }) {
  return (
    <>
      <ActiveField form={form} />
      <SeoFields form={form} />
    </>
  );
}

/** Whether shoppers see the item. */
export function ActiveField<Draft extends TitledDraft>({ form }: { form: FormApi<Draft> }) {
  return (
    <Switch isSelected={form.draft.active} onChange={(active) => form.set('active', active as Draft['active'])}>
      Active
    </Switch>
  );
}

/** The SEO metadata fieldset. */
export function SeoFields<Draft extends { metadata: MetadataValue }>({ form }: { form: FormApi<Draft> }) {
  return (
    <MetadataFieldset
      value={form.draft.metadata}
      onChange={(metadata) => form.set('metadata', metadata as Draft['metadata'])}
      errors={nestedErrors(form.errors, 'metadata')}
      limits={METADATA_LIMITS}
    />
  );
}
