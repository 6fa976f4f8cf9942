import { METADATA_LIMITS, nestedErrors, type EntityFormController } from '@deals/admin-core';
import { ImageInput, MetadataFieldset, type MetadataValue } from '@deals/ui';
import { useImageSources } from './imageField';

export const emptyMetadata: MetadataValue = { title: '', description: '', keywords: [], content: '' };

/** The API's metadata as an editable value (its keyword list is read-only in the cache). */
export const metadataDraft = (metadata: MetadataValue): MetadataValue => ({
  ...metadata,
  keywords: [...metadata.keywords],
});

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

/** The SEO metadata fieldset. */
export function SeoFields<Draft extends { metadata: MetadataValue }>({
  form,
}: {
  form: Pick<EntityFormController<Draft>, 'draft' | 'set' | 'errors'>;
}) {
  return (
    <MetadataFieldset
      value={form.draft.metadata}
      onChange={(metadata) => form.set('metadata', metadata as Draft['metadata'])}
      errors={nestedErrors(form.errors, 'metadata')}
      limits={METADATA_LIMITS}
    />
  );
}
